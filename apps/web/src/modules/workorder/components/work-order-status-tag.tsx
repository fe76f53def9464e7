import '@/components/work-order-form/translations'
import type { WorkOrder, WorkOrderPriority, WorkOrderStatus } from '@portal/contract'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'

const STATUS_COLOURS: Record<WorkOrderStatus, string> = {
  pending: 'orange',
  processing: 'blue',
  resolved: 'green',
  closed: 'default',
}
const PRIORITY_COLOURS: Record<WorkOrderPriority, string> = {
  low: 'default',
  normal: 'blue',
  high: 'orange',
  urgent: 'red',
}

/** A work order's status as a coloured tag. */
export const WorkOrderStatusTag = ({ status }: { status: WorkOrderStatus }) => {
  const { t } = useTranslation('workorder')
  return <Tag color={STATUS_COLOURS[status]}>{t(`status.${status}`)}</Tag>
}

/** A work order's priority as a coloured tag (its words are the form's). */
export const WorkOrderPriorityTag = ({ priority }: { priority: WorkOrderPriority }) => {
  const { t } = useTranslation('work-order-form')
  return <Tag color={PRIORITY_COLOURS[priority]}>{t(`priority.${priority}`)}</Tag>
}

/** When an open order is due, marked 已超时 once past it. */
export const WorkOrderDue = ({ workOrder }: { workOrder: Pick<WorkOrder, 'dueAt' | 'isOverdue'> }) => {
  const { t } = useTranslation('workorder')
  const format = useTenantDateTime()
  if (!workOrder.dueAt) return null
  return (
    <span>
      {format(workOrder.dueAt)} {workOrder.isOverdue && <Tag color="red">{t('overdue')}</Tag>}
    </span>
  )
}
