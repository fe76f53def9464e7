import { WORK_ORDER_PRIORITIES, createWorkOrderSchema, type WorkOrderPriority } from '@portal/contract'
import Alert from 'antd/es/alert'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toErrorMessage } from '@/lib/api/error-message'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { showToast } from '@/lib/ui/toast'
import { useCreateWorkOrder } from '@/lib/work-orders/create-work-order'
import { MemberSelect } from './member-select'

type Values = {
  customerName: string
  title: string
  priority: WorkOrderPriority
  assigneeId: string | null
  description: string
}

/**
 * 新建工单 from the list: the customer's name, a title, the priority, who handles it and a description; the
 * contract's rules check each here and on the server. The new order's page opens.
 */
export const NewWorkOrderDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation(['workorder', 'contract'])
  const [form] = Form.useForm<Values>()
  const create = useCreateWorkOrder()
  const navigate = useNavigate()
  const { shape } = createWorkOrderSchema

  const handleSubmit = (values: Values) =>
    create.mutate(values, {
      onSuccess: (order) => {
        showToast('success', t('create.done', { number: order.number }))
        onClose()
        void navigate(`${ROUTER_PATHS.workOrders}/detail/${order.id}`)
      },
    })

  return (
    <Modal
      open
      title={t('create.title')}
      okText={t('create.submit')}
      cancelText={t('create.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {create.isError && <Alert type="error" showIcon title={toErrorMessage(create.error, t)} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ priority: 'normal', assigneeId: null, description: '' }}
        onFinish={handleSubmit}
      >
        <Form.Item
          name="customerName"
          label={t('create.customer')}
          rules={[
            { required: true, whitespace: true, message: t('contract:workOrder.customerRequired') },
            toSchemaRule(shape.customerName, t),
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="title" label={t('create.workOrderTitle')} rules={[toSchemaRule(shape.title, t)]}>
          <Input />
        </Form.Item>
        <Form.Item name="priority" label={t('create.priority')}>
          <Select
            options={WORK_ORDER_PRIORITIES.map((priority) => ({
              value: priority,
              label: t(`priority.${priority}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="assigneeId" label={t('create.assignee')}>
          <MemberSelect />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('create.description')}
          rules={[toSchemaRule(shape.description, t)]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
