import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'

/** A page-sized spinner that screen readers announce as loading. */
export const PageLoading = () => {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      aria-label={t('loading')}
      style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}
    >
      <Spin size="large" />
    </div>
  )
}
