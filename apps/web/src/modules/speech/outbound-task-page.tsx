import { TOOL_PERMISSIONS, outboundTaskRoutes, type OutboundTask } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { Permission } from '@/lib/access/permission'
import { toRecordApi } from '@/features/records/api/record-api'
import { RecordListPage } from '@/features/records/components/record-list-page'
import { useRecordDateTime } from '@/features/records/hooks/use-record-date-time'
import { DialButton } from '@/features/telephony/components/dial-button'

const api = toRecordApi('outbound-tasks', outboundTaskRoutes)
const ACTIONS = [{ action: 'complete' }] as const

/** 外呼任务: the outbound calls assigned to the agent, each dialled from its row (click to dial), completed once made. */
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
        {
          title: t('outbound.dial'),
          key: 'dial',
          render: (_value, task) => (
            <Permission code={TOOL_PERMISSIONS.speechAbility}>
              <DialButton name={task.customerName} outboundTaskId={task.id} />
            </Permission>
          ),
        },
      ]}
    />
  )
}
