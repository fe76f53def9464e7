import '../translations'
import Empty from 'antd/es/empty'
import Tabs from 'antd/es/tabs'
import { useTranslation } from 'react-i18next'
import { SingleTranslateForm } from './single-translate-form'

/** aiTranslate (spec §2): single and batch tabs; batch has nothing yet, as the spec says. */
export const AiTranslatePage = () => {
  const { t } = useTranslation('ai-translate')
  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('title')}</h1>
      <Tabs
        items={[
          { key: 'single', label: t('tab.single'), children: <SingleTranslateForm /> },
          { key: 'batch', label: t('tab.batch'), children: <Empty description={t('batchEmpty')} /> },
        ]}
      />
    </div>
  )
}
