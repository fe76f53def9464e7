import type { WorkOrder } from '@portal/contract'
import Table, { type ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { StatusButtons } from './status-buttons'
import { WorkOrderPriorityTag, WorkOrderStatusTag } from './work-order-status-tag'

export type WorkOrderTableProps = { workOrders: readonly WorkOrder[]; isLoading: boolean }

/**
 * The work orders: number (to the details), title, customer, priority, status, assignee, created time, and 解决
 * where it applies.
 */
export const WorkOrderTable = ({ workOrders, isLoading }: WorkOrderTableProps) => {
  const { t } = useTranslation('workorder')
  const formatTime = useTenantDateTime()
  const columns: ColumnsType<WorkOrder> = [
    {
      title: t('column.number'),
      dataIndex: 'number',
      render: (number: string, order) => (
        <Link to={`${ROUTER_PATHS.workOrders}/detail/${order.id}`}>{number}</Link>
      ),
    },
    { title: t('column.title'), dataIndex: 'title' },
    { title: t('column.customer'), dataIndex: 'customerName' },
    {
      title: t('column.priority'),
      dataIndex: 'priority',
      render: (_priority, order) => <WorkOrderPriorityTag priority={order.priority} />,
    },
    {
      title: t('column.status'),
      dataIndex: 'status',
      render: (_status, order) => <WorkOrderStatusTag status={order.status} />,
    },
    {
      title: t('column.assignee'),
      key: 'assignee',
      render: (_value, order) => order.assignee?.name ?? t('nobody'),
    },
    {
      title: t('column.createdAt'),
      dataIndex: 'createdAt',
      render: (createdAt: string) => formatTime(createdAt),
    },
    {
      title: t('column.actions'),
      key: 'actions',
      render: (_value, order) => <StatusButtons workOrder={order} only={['resolved']} />,
    },
  ]
  return (
    <Table<WorkOrder>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={[...workOrders]}
      loading={isLoading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
    />
  )
}
