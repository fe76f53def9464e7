import type { WorkOrderStatus } from '@portal/contract'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

const COLOURS: Record<WorkOrderStatus, string> = { pending: 'orange', submitted: 'blue', resolved: 'green' }

/** A work order's status as a coloured tag. */
export const WorkOrderStatusTag = ({ status }: { status: WorkOrderStatus }) => {
  const { t } = useTranslation('workorder')
  return <Tag color={COLOURS[status]}>{t(`status.${status}`)}</Tag>
}
