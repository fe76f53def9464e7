import { offlineMessageRoutes, type OfflineMessage } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { toRecordApi } from '@/features/records/api/record-api'
import { RecordListPage } from '@/features/records/components/record-list-page'

const api = toRecordApi('offline-messages', offlineMessageRoutes)
const ACTIONS = [{ action: 'handle' }] as const

/** 离线留言: messages visitors left while no agent was online, handled one by one. */
export const OfflineMessagePage = () => {
  const { t } = useTranslation('records')
  return (
    <RecordListPage<OfflineMessage>
      api={api}
      page="offline"
      actions={ACTIONS}
      recordName={(record) => record.visitorName}
      columns={[
        { title: t('offline.visitor'), dataIndex: 'visitorName' },
        { title: t('offline.channel'), dataIndex: 'channel' },
        { title: t('offline.content'), dataIndex: 'content', ellipsis: true, width: 360 },
      ]}
    />
  )
}
