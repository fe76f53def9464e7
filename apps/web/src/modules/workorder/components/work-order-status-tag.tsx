import type { WorkOrderPriority, WorkOrderStatus } from '@portal/contract'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

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

/** A work order's priority as a coloured tag. */
export const WorkOrderPriorityTag = ({ priority }: { priority: WorkOrderPriority }) => {
  const { t } = useTranslation('workorder')
  return <Tag color={PRIORITY_COLOURS[priority]}>{t(`priority.${priority}`)}</Tag>
}
