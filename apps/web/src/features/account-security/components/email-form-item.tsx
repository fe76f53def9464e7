import type { MessageKey } from '@portal/contract'
import Input from 'antd/es/input/Input'
import { CheckedFormItem } from './checked-form-item'

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
export const EmailFormItem = ({ label, check, placeholder }: EmailFormItemProps) => (
  <CheckedFormItem name="email" label={label} check={check} isCheckedOnBlur>
    <Input autoComplete="email" placeholder={placeholder} />
  </CheckedFormItem>
)
