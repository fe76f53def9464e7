import './translations'
import { createWorkOrderSchema, type WorkOrder } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import Alert from 'antd/es/alert'
import Descriptions from 'antd/es/descriptions'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { uploadedIds } from '@/lib/files/upload-list'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { callRecordQueryOptions } from '@/lib/telephony/call-note/get-call-record'
import { showToast } from '@/lib/ui/toast'
import { useCreateWorkOrder } from '@/lib/work-orders/create-work-order'
import { plainTextHtml } from '@/lib/work-orders/plain-text-html'
import { WORK_ORDER_FIELD_DEFAULTS, WorkOrderFields, type WorkOrderFieldValues } from './work-order-fields'

/** Who a new work order is for, as the page knows them. */
type Known = { name: string; phone: string }

/**
 * Where a work order is created from: the list (the agent writes the customer's name), a call (the server takes its
 * customer and number from the call's record; its note starts the description) or a customer of the customer centre.
 */
export type WorkOrderSource =
  | { kind: 'list' }
  | ({ kind: 'call'; callRecordId: string } & Known)
  | ({ kind: 'customer'; customerId: string } & Known)

type Values = WorkOrderFieldValues & { customerName?: string; title: string }

export type NewWorkOrderDialogProps = {
  from: WorkOrderSource
  onClose: () => void
  /** After the order is created (and the dialog closed): the list opens its page. */
  onCreated?: (order: WorkOrder) => void
}

/**
 * 新建工单 from the list, a call or a customer: who it is for, a title, then the order's own fields; the contract's
 * rules check each here and on the server.
 */
export const NewWorkOrderDialog = ({ from, onClose, onCreated }: NewWorkOrderDialogProps) => {
  const { t } = useTranslation(['work-order-form', 'contract'])
  const [form] = Form.useForm<Values>()
  const create = useCreateWorkOrder()
  const record = useQuery({
    ...callRecordQueryOptions(from.kind === 'call' ? from.callRecordId : ''),
    enabled: from.kind === 'call',
  })
  const { shape } = createWorkOrderSchema

  const handleSubmit = ({ attachments, ...values }: Values) =>
    create.mutate(
      {
        ...values,
        attachmentIds: uploadedIds(attachments),
        ...(from.kind === 'call' ? { callRecordId: from.callRecordId } : {}),
        ...(from.kind === 'customer' ? { customerId: from.customerId } : {}),
      },
      {
        onSuccess: (order) => {
          showToast('success', t('created', { number: order.number }))
          onClose()
          onCreated?.(order)
        },
      },
    )

  const isReady = from.kind !== 'call' || record.isSuccess
  const initialValues: Values = {
    ...WORK_ORDER_FIELD_DEFAULTS,
    title: from.kind === 'call' ? t('defaultCallTitle', { name: from.name }) : '',
    description: from.kind === 'call' ? plainTextHtml(record.data?.note ?? '') : '',
  }

  return (
    <Modal
      open
      title={t(`dialog.${from.kind}`)}
      okText={t('submit')}
      cancelText={t('cancel')}
      confirmLoading={create.isPending}
      okButtonProps={{ disabled: !isReady }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      {from.kind !== 'list' && (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'customer', label: t('customer'), children: from.name },
            { key: 'phone', label: t('phone'), children: from.phone },
          ]}
        />
      )}
      {create.isError && <Alert type="error" showIcon title={toErrorMessage(create.error, t)} />}
      {record.isError && <Alert type="error" showIcon title={toErrorMessage(record.error, t)} />}
      {!isReady && !record.isError && <Spin />}
      {isReady && (
        <Form<Values>
          form={form}
          name="new-work-order"
          layout="vertical"
          initialValues={initialValues}
          onFinish={handleSubmit}
        >
          {from.kind === 'list' && (
            <Form.Item
              name="customerName"
              label={t('customer')}
              rules={[
                { required: true, whitespace: true, message: t('contract:workOrder.customerRequired') },
                toSchemaRule(shape.customerName, t),
              ]}
            >
              <Input />
            </Form.Item>
          )}
          <Form.Item name="title" label={t('title')} rules={[toSchemaRule(shape.title, t)]}>
            <Input />
          </Form.Item>
          <WorkOrderFields />
        </Form>
      )}
    </Modal>
  )
}
