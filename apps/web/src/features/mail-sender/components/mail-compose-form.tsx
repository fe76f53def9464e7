import { checkMailAddresses, sendMailBodySchema } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { schemaCheck, toFormRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useSendMail } from '../api/send-mail'
import { toSendBody, type MailFormValues } from '../utils/to-send-body'
import { AddressSelect } from './address-select'
import { AttachmentsField } from './attachments-field'
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor'

export type MailComposeFormProps = {
  /** Filled in when the page was opened for someone (the customer centre's link). */
  initialTo?: string[]
  customerId?: string
  onSent?: () => void
}

const { shape } = sendMailBodySchema

/**
 * The e-mail form: to, cc, subject, the rich body and attachments, under the contract's rules. A failed send
 * says why and keeps everything the agent wrote; a sent one is cleared.
 */
export const MailComposeForm = ({ initialTo, customerId, onSent }: MailComposeFormProps) => {
  const { t } = useTranslation(['mail-sender', 'contract'])
  const [form] = Form.useForm<MailFormValues>()
  const send = useSendMail()

  const handleFinish = (values: MailFormValues) =>
    send.mutate(toSendBody(values, customerId), {
      onSuccess: () => {
        showToast('success', t('sent'))
        form.resetFields()
        onSent?.()
      },
    })

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={handleFinish}
      initialValues={{ to: initialTo ?? [], cc: [], attachments: [] }}
      style={{ maxWidth: 860 }}
    >
      <Form.Item
        name="to"
        label={t('to')}
        extra={t('addressHint')}
        rules={[toFormRule((value?: string[]) => checkMailAddresses(value ?? [], true), t)]}
      >
        <AddressSelect />
      </Form.Item>
      <Form.Item
        name="cc"
        label={t('cc')}
        rules={[toFormRule((value?: string[]) => checkMailAddresses(value ?? [], false), t)]}
      >
        <AddressSelect />
      </Form.Item>
      <Form.Item name="subject" label={t('subject')} rules={[toFormRule(schemaCheck(shape.subject), t)]}>
        <Input maxLength={200} showCount />
      </Form.Item>
      <Form.Item name="bodyHtml" label={t('body')} rules={[toFormRule(schemaCheck(shape.bodyHtml), t)]}>
        <LazyRichTextEditor label={t('body')} />
      </Form.Item>
      <AttachmentsField />
      {send.isError && (
        <Alert type="error" showIcon title={toErrorMessage(send.error, t)} style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t('send')}
      </Button>
    </Form>
  )
}
