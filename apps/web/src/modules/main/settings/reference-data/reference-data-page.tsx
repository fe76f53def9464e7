import './translations'
import Tabs from 'antd/es/tabs'
import { useTranslation } from 'react-i18next'
import { ReferenceListEditor } from './reference-list-editor'
import { REFERENCE_LIST_DESCRIPTIONS } from './reference-list-descriptions'

/**
 * Reference data (mzz/main/main/setting/referenceData): one tab per list the other modules read (SMS templates and
 * signatures, tool links, helper components, notice types, wrap-up codes, customer fields). Skill groups, rest
 * reasons and the rest limit moved to the call-centre settings (队列设置, 坐席规则).
 */
export const ReferenceDataPage = () => {
  const { t } = useTranslation('reference-data')
  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('pageTitle')}</h1>
      {/* On the left, where nine lists fit in either language: across the top, English overflows them into Ant
          Design's "more" button, which sits inside the tab list where only tabs may (axe: critical). */}
      <Tabs
        tabPosition="left"
        destroyOnHidden
        items={REFERENCE_LIST_DESCRIPTIONS.map((list) => ({
          key: list.name,
          label: t(`${list.name}.title`),
          children: <ReferenceListEditor list={list} />,
        }))}
      />
    </div>
  )
}
