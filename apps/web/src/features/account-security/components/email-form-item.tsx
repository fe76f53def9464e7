import type { MessageKey } from '@portal/contract'
import Form from 'antd/es/form'
import Input from 'antd/es/input/Input'
import { useTranslation } from 'react-i18next'
import { toFormRule } from '@/lib/form-rules'

export type EmailFormItemProps = {
  label: string
  /** The form's contract rule for the address (registration and reset each have their own texts). */
  check: (value: string | undefined) => MessageKey | null
  placeholder: string
}

/**
 * The e-mail account of the registration and reset forms, as their `email` field, checked on blur.
 * @example <EmailFormItem label={t('email')} check={checkResetEmail} placeholder={t('contract:reset.emailRequired')} />
 */
export const EmailFormItem = ({ label, check, placeholder }: EmailFormItemProps) => {
  const { t } = useTranslation('contract')
  return (
    <Form.Item name="email" label={label} rules={[toFormRule(check, t)]} validateTrigger="onBlur">
      <Input autoComplete="email" placeholder={placeholder} />
    </Form.Item>
  )
}
