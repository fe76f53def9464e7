import { BLACKLIST_REASON_MAX_LENGTH, blacklistRequestSchema, type CustomerDetail } from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal/Modal'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useChangeCustomer } from '../api/change-customer'

/**
 * 申请拉黑: asks with a reason to blacklist the customer; an auditor decides on the blacklist audit page. Nothing
 * while a request waits or once the customer is blacklisted.
 */
export const BlacklistRequestButton = ({ customer }: { customer: CustomerDetail }) => {
  const { t } = useTranslation(['usercenter', 'contract'])
  const [isOpen, setIsOpen] = useState(false)
  const [form] = Form.useForm<{ reason: string }>()
  const change = useChangeCustomer()
  if (customer.blacklistStatus !== 'none') return null

  const handleFinish = ({ reason }: { reason: string }) =>
    change.mutate(
      { kind: 'blacklist', id: customer.id, reason },
      {
        onSuccess: () => {
          showToast('success', t('blacklist.requested', { name: customer.name }))
          setIsOpen(false)
          form.resetFields()
        },
        onError: (error) => showToast('error', toErrorMessage(error, t)),
      },
    )

  return (
    <>
      <Button danger onClick={() => setIsOpen(true)}>
        {t('blacklist.request')}
      </Button>
      <Modal
        open={isOpen}
        title={t('blacklist.dialogTitle', { name: customer.name })}
        okText={t('blacklist.submit')}
        cancelText={t('cancel')}
        confirmLoading={change.isPending}
        onOk={() => form.submit()}
        onCancel={() => setIsOpen(false)}
      >
        <Form form={form} layout="vertical" onFinish={handleFinish}>
          <Form.Item
            name="reason"
            label={t('blacklist.reason')}
            rules={[toSchemaRule(blacklistRequestSchema.shape.reason, t)]}
          >
            <Input.TextArea rows={3} maxLength={BLACKLIST_REASON_MAX_LENGTH} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
