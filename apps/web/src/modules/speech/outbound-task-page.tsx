import { TOOL_PERMISSIONS, outboundTaskRoutes, type OutboundTask, CALL_RESULT_LABELS } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { Permission } from '@/lib/access/permission'
import { toRecordApi } from '@/features/records/api/record-api'
import { RecordListPage } from '@/features/records/components/record-list-page'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { DialButton } from '@/features/telephony/components/calls/dial-button'
import { useOutboundTaskRefresh } from './use-outbound-task-refresh'
import { stateLabel } from '@/lib/i18n/state-label'

const api = toRecordApi('outbound-tasks', outboundTaskRoutes)
const ACTIONS = [{ action: 'complete' }] as const

/**
 * 外呼任务: the outbound calls assigned to the agent, each dialled from its row (click to dial), with its attempts
 * and the last one's result and time; completed once answered.
 */
export const OutboundTaskPage = () => {
  const { t } = useTranslation('records')
  const formatDateTime = useTenantDateTime()
  useOutboundTaskRefresh(api.key)
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
        // Each try's outcome (busy, no answer, …): the task stays open until one is answered.
        { title: t('outbound.attempts'), dataIndex: 'attempts' },
        {
          title: t('outbound.lastResult'),
          dataIndex: 'lastResult',
          render: (result: OutboundTask['lastResult']) =>
            result ? stateLabel(CALL_RESULT_LABELS[result]) : '—',
        },
        {
          title: t('outbound.lastAttemptAt'),
          dataIndex: 'lastAttemptAt',
          render: (time: string | null) => (time ? formatDateTime(time) : '—'),
        },
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
