import { WORK_ORDER_PAGE_SIZE, type WorkOrder, type WorkOrderPage } from '@portal/contract'
import Table, { type ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { StatusButtons } from './status-buttons'
import { WorkOrderDue, WorkOrderPriorityTag, WorkOrderStatusTag } from './work-order-status-tag'

export type WorkOrderTableProps = {
  page: WorkOrderPage | undefined
  current: number
  isLoading: boolean
  onPageChange: (page: number) => void
}

/** Who handles an order: its group and member, either, or 未分配. */
export const handlerName = (order: WorkOrder, nobody: string) =>
  [order.group?.name, order.assignee?.name].filter(Boolean).join(' / ') || nobody

/**
 * A page of work orders: number (to the details), title, customer, category, priority, status, who handles it,
 * when it is due (overdue marked), created time, and 解决 where it applies; the pages are the server's.
 */
export const WorkOrderTable = ({ page, current, isLoading, onPageChange }: WorkOrderTableProps) => {
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
    { title: t('column.category'), key: 'category', render: (_value, order) => order.category?.name ?? '' },
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
      render: (_value, order) => handlerName(order, t('nobody')),
    },
    { title: t('column.dueAt'), key: 'dueAt', render: (_value, order) => <WorkOrderDue workOrder={order} /> },
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
      dataSource={page?.list ?? []}
      loading={isLoading}
      pagination={{
        current,
        pageSize: WORK_ORDER_PAGE_SIZE,
        total: page?.total ?? 0,
        hideOnSinglePage: true,
        showSizeChanger: false,
        showTotal: (total) => t(page?.totalCapped ? 'totalCapped' : 'total', { total }),
        onChange: onPageChange,
      }}
    />
  )
}
