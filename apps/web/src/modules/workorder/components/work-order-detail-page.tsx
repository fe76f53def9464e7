import '../translations'
import Alert from 'antd/es/alert'
import Descriptions from 'antd/es/descriptions'
import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { toErrorMessage } from '@/lib/api/error-message'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { useWorkOrder } from '../api/get-work-order'
import { ResolveButton } from './resolve-button'
import { WorkOrderStatusTag } from './work-order-status-tag'

/** One work order's details, with 解决 while it is open (the menu highlights the list above it). */
export const WorkOrderDetailPage = () => {
  const { t } = useTranslation('workorder')
  const { id = '' } = useParams()
  const workOrder = useWorkOrder(id)
  const format = useTenantDateTime()

  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('detail.title')}</h1>
      {workOrder.isPending && <Spin />}
      {workOrder.isError && <Alert type="error" showIcon title={toErrorMessage(workOrder.error, t)} />}
      {workOrder.data && (
        <Descriptions
          bordered
          column={1}
          extra={<ResolveButton workOrder={workOrder.data} size="middle" />}
          items={[
            { key: 'number', label: t('column.number'), children: workOrder.data.number },
            { key: 'title', label: t('column.title'), children: workOrder.data.title },
            { key: 'customer', label: t('column.customer'), children: workOrder.data.customerName },
            {
              key: 'status',
              label: t('column.status'),
              children: <WorkOrderStatusTag status={workOrder.data.status} />,
            },
            { key: 'createdAt', label: t('column.createdAt'), children: format(workOrder.data.createdAt) },
            { key: 'updatedAt', label: t('detail.updatedAt'), children: format(workOrder.data.updatedAt) },
          ]}
        />
      )}
      <p style={{ marginTop: 16 }}>
        <Link to={ROUTER_PATHS.workOrders}>{t('detail.back')}</Link>
      </p>
    </div>
  )
}
