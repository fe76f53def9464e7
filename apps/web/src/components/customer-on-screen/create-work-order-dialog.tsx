import '@/lib/work-orders/work-order-texts'
import { createWorkOrderSchema } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import Alert from 'antd/es/alert'
import Descriptions from 'antd/es/descriptions'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { callRecordQueryOptions } from '@/lib/telephony/call-note/get-call-record'
import { useCreateWorkOrder } from '@/lib/work-orders/create-work-order'
import type { WorkOrderCaller } from './create-work-order-button'

export type CreateWorkOrderDialogProps = {
  callRecordId: string
  caller: WorkOrderCaller
  onClose: () => void
}

type Values = { title: string; description: string }

/**
 * The work order's form: the customer and number it is for (the server takes them from the call), a title and a
 * description that starts as the call's note; the contract's rules check both here and on the server.
 */
export const CreateWorkOrderDialog = ({ callRecordId, caller, onClose }: CreateWorkOrderDialogProps) => {
  const { t } = useTranslation(['customer-on-screen', 'contract'])
  const [form] = Form.useForm<Values>()
  const record = useQuery(callRecordQueryOptions(callRecordId))
  const create = useCreateWorkOrder()
  const name = caller.name ?? caller.phone

  const handleSubmit = (values: Values) =>
    create.mutate(
      { callRecordId, ...values },
      // The new order shows in the recent contacts and the work-order list, whose queries it refreshes.
      { onSuccess: onClose },
    )

  return (
    <Modal
      open
      title={t('form.title')}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'customer', label: t('form.customer'), children: name },
          { key: 'phone', label: t('form.phone'), children: caller.phone },
        ]}
      />
      {create.isError && <Alert type="error" showIcon title={toErrorMessage(create.error, t)} />}
      {record.isSuccess && (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ title: t('form.defaultTitle', { name }), description: record.data.note }}
          onFinish={handleSubmit}
        >
          <Form.Item
            name="title"
            label={t('form.workOrderTitle')}
            rules={[toSchemaRule(createWorkOrderSchema.shape.title, t)]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('form.description')}
            rules={[toSchemaRule(createWorkOrderSchema.shape.description, t)]}
          >
            <Input.TextArea rows={4} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  )
}
