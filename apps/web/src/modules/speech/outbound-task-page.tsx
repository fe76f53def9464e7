import { outboundTaskRoutes, type OutboundTask } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { toRecordApi } from '@/features/records/api/record-api'
import { RecordListPage } from '@/features/records/components/record-list-page'
import { useRecordDateTime } from '@/features/records/hooks/use-record-date-time'

const api = toRecordApi('outbound-tasks', outboundTaskRoutes)
const ACTIONS = [{ action: 'complete' }] as const

/** 外呼任务: the outbound calls assigned to the agent, completed once made. */
export const OutboundTaskPage = () => {
  const { t } = useTranslation('records')
  const formatDateTime = useRecordDateTime()
  return (
    <RecordListPage<OutboundTask>
      api={api}
      page="outbound"
      actions={ACTIONS}
      recordName={(record) => record.name}
      columns={[
        { title: t('outbound.name'), dataIndex: 'name' },
        { title: t('column.customer'), dataIndex: 'customerName' },
        { title: t('column.phone'), dataIndex: 'phone' },
        { title: t('outbound.dueAt'), dataIndex: 'dueAt', render: formatDateTime },
      ]}
    />
  )
}
