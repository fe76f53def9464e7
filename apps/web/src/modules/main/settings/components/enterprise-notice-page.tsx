import '../translations'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useAnnouncements } from '../api/get-announcements'
import { AnnouncementDrawer } from './announcement-drawer'
import { AnnouncementTable } from './announcement-table'

/**
 * Enterprise announcements (mzz/main/main/setting/enterpriseNotice): the published ones with a withdraw action,
 * and a drawer to write a new one for the whole tenant or chosen roles.
 */
export const EnterpriseNoticePage = () => {
  const { t } = useTranslation(['settings', 'contract'])
  const announcements = useAnnouncements()
  const [isDrawerOpen, setIsDrawerOpen] = useState(false)
  return (
    <div className="portal-page">
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}
      >
        <h1 className="portal-page-title" style={{ margin: 0 }}>
          {t('notice.pageTitle')}
        </h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsDrawerOpen(true)}>
          {t('notice.new')}
        </Button>
      </div>
      {announcements.isError && (
        <Alert
          type="error"
          showIcon
          title={toErrorMessage(announcements.error, t)}
          style={{ marginBottom: 16 }}
        />
      )}
      <AnnouncementTable announcements={announcements.data ?? []} isLoading={announcements.isFetching} />
      <AnnouncementDrawer isOpen={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} />
    </div>
  )
}
