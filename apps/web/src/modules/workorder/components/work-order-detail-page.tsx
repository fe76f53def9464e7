import '../translations'
import Alert from 'antd/es/alert'
import Descriptions from 'antd/es/descriptions'
import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useMemo } from 'react'
import { AttachmentLinks } from '@/components/attachments/attachment-links'
import { toErrorMessage } from '@/lib/api/error-message'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { sanitizeRichText } from '@/lib/html/sanitize-rich-text'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { useWorkOrder } from '../api/get-work-order'
import { StatusButtons } from './status-buttons'
import { WorkOrderHandlers } from './work-order-handlers'
import { WorkOrderHistory } from './work-order-history'
import { WorkOrderDue, WorkOrderPriorityTag, WorkOrderStatusTag } from './work-order-status-tag'

/**
 * One work order: its details (category, due time, the sanitised description, its attachments to download), the moves its status allows, who
 * handles it (assigned here, and told), and its history with comments (the menu highlights the list above it).
 */
export const WorkOrderDetailPage = () => {
  const { t } = useTranslation('workorder')
  const { id = '' } = useParams()
  const workOrder = useWorkOrder(id)
  const format = useTenantDateTime()
  const order = workOrder.data
  const description = useMemo(() => sanitizeRichText(order?.description ?? ''), [order?.description])

  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('detail.title')}</h1>
      {workOrder.isPending && <Spin />}
      {workOrder.isError && <Alert type="error" showIcon title={toErrorMessage(workOrder.error, t)} />}
      {order && (
        <>
          <Descriptions
            bordered
            column={1}
            extra={<StatusButtons workOrder={order} size="middle" />}
            items={[
              { key: 'number', label: t('column.number'), children: order.number },
              { key: 'title', label: t('column.title'), children: order.title },
              { key: 'customer', label: t('column.customer'), children: order.customerName },
              {
                key: 'status',
                label: t('column.status'),
                children: <WorkOrderStatusTag status={order.status} />,
              },
              {
                key: 'priority',
                label: t('column.priority'),
                children: <WorkOrderPriorityTag priority={order.priority} />,
              },
              { key: 'category', label: t('column.category'), children: order.category?.name ?? '' },
              { key: 'due', label: t('column.dueAt'), children: <WorkOrderDue workOrder={order} /> },
              {
                key: 'assignee',
                label: t('detail.assign'),
                children: <WorkOrderHandlers workOrder={order} />,
              },
              { key: 'createdBy', label: t('detail.createdBy'), children: order.createdBy?.name ?? '' },
              { key: 'createdAt', label: t('column.createdAt'), children: format(order.createdAt) },
              { key: 'updatedAt', label: t('detail.updatedAt'), children: format(order.updatedAt) },
              {
                key: 'description',
                label: t('detail.description'),
                // Sanitised above: the description is rich text as its writer sent it.
                children: (
                  <div className="work-order-description" dangerouslySetInnerHTML={{ __html: description }} />
                ),
              },
              {
                key: 'attachments',
                label: t('detail.attachments'),
                children:
                  order.attachments.length > 0 ? (
                    <AttachmentLinks attachments={order.attachments} label={t('detail.attachments')} />
                  ) : (
                    t('detail.noAttachments')
                  ),
              },
            ]}
          />
          <WorkOrderHistory workOrderId={order.id} />
        </>
      )}
      <p style={{ marginTop: 16 }}>
        <Link to={ROUTER_PATHS.workOrders}>{t('detail.back')}</Link>
      </p>
    </div>
  )
}
