import {
  checkSmsContent,
  checkSmsPhones,
  checkSmsTemplate,
  composeSmsContent,
  countSmsSegments,
  keepSmsPhoneInput,
  SMS_CONTENT_MAX,
  smsParamLabelKey,
  templatePlaceholders,
} from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api/api-error'
import { toFormRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useSmsTemplates } from '../api/get-sms-templates'
import { useSendSms } from '../api/send-sms'

type SmsFormValues = { phoneInput?: string; templateId?: number; params?: Record<string, string> }

/** The customer an SMS goes to from the customer centre: sent to their own number, shown as the agent may see it. */
export type SmsCustomer = { id: string; name: string; phone: string }

/**
 * The single SMS form (spec §3, §5): numbers (digits and commas), a template with its signature, one field per
 * {..} placeholder, and the text as it will be sent with its length and segment count as the agent types. For a
 * customer, the number is theirs and not typed: the server sends to it and records the SMS in their history.
 */
export const SmsForm = ({ customer }: { customer?: SmsCustomer }) => {
  const { t } = useTranslation(['sms', 'contract'])
  const [form] = Form.useForm<SmsFormValues>()
  const { data } = useSmsTemplates()
  const send = useSendSms()
  const templates = data?.templates ?? []
  const isMultiLanguage = data?.isMultiLanguage ?? false
  const templateId = Form.useWatch('templateId', form)
  const params = Form.useWatch('params', form) ?? {}
  const template = templates.find((item) => item.id === templateId)
  const placeholders = template ? templatePlaceholders(template.formContent) : []
  const content = template ? composeSmsContent(template, params) : ''
  const length = [...content].length
  const paramLabel = (name: string) => {
    const key = smsParamLabelKey(name)
    return key ? t(`contract:${key}`) : name
  }

  const handleFinish = async (values: SmsFormValues) => {
    const problem = checkSmsContent(content)
    if (problem) return showToast('error', t(`contract:${problem}`))
    try {
      await send.mutateAsync({
        templateId: values.templateId ?? 0,
        phoneInput: values.phoneInput ?? '',
        phoneFrom: 'SINGLE',
        sendType: 'MANUAL',
        paramDataList: JSON.stringify(
          placeholders.map((name) => ({ name, value: values.params?.[name] ?? '' })),
        ),
        ...(customer && { customerId: customer.id }),
      })
      showToast('success', t('sent'))
      form.resetFields()
    } catch (error) {
      showToast('error', error instanceof ApiError && error.message ? error.message : t('sendFailed'))
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={handleFinish}>
      {customer ? (
        <Form.Item label={t('recipient')} htmlFor="sms-recipient">
          <Input id="sms-recipient" readOnly value={`${customer.name} ${customer.phone}`} />
        </Form.Item>
      ) : (
        <Form.Item
          name="phoneInput"
          label={t('phone')}
          normalize={(value: string) => keepSmsPhoneInput(value ?? '')}
          rules={[toFormRule((value: string | undefined) => checkSmsPhones(value, isMultiLanguage), t)]}
        >
          <Input placeholder={t('phonePlaceholder')} />
        </Form.Item>
      )}
      <Form.Item name="templateId" label={t('template')} rules={[toFormRule(checkSmsTemplate, t)]}>
        <Select
          options={templates.map((item) => ({
            value: item.id,
            label: `${item.signInfo ? `【${item.signInfo}】` : `[${t('noSignature')}] `}${item.formName}`,
          }))}
        />
      </Form.Item>
      {placeholders.map((name) => (
        <Form.Item
          key={name}
          name={['params', name]}
          label={paramLabel(name)}
          rules={[{ required: true, whitespace: true, message: t('contract:sms.paramRequired') }]}
        >
          <Input maxLength={SMS_CONTENT_MAX} />
        </Form.Item>
      ))}
      <Form.Item label={t('content')} htmlFor="sms-content">
        <Input.TextArea id="sms-content" rows={3} readOnly value={content} />
      </Form.Item>
      <Typography.Paragraph type={length > SMS_CONTENT_MAX ? 'danger' : 'secondary'} role="status">
        {t('segments', { length, segments: countSmsSegments(content, isMultiLanguage) })}
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t('send')}
      </Button>
    </Form>
  )
}
