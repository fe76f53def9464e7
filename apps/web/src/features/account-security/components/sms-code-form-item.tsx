import type { MessageKey } from '@portal/contract'
import type { SmsCode } from '../hooks/use-sms-code'
import { toDigits } from '../utils/to-digits'
import { CheckedFormItem } from './checked-form-item'
import { SmsCodeField } from './sms-code-field'

export type SmsCodeFormItemProps = {
  name: string
  label: string
  /** The form's contract rule for the code. */
  check: (value: string | undefined) => MessageKey | null
  placeholder: string
  smsCode: SmsCode
  /** Checked when the field is left (login, reset) rather than at every keystroke (registration, second factor). */
  isCheckedOnBlur?: boolean
}

/**
 * An SMS code field with its 60 s send button (spec §4, §5): digits only, checked by the form's contract rule.
 * @example <SmsCodeFormItem name="code" label={t('smsCode')} check={checkSmsCode} smsCode={smsCode} ... />
 */
export const SmsCodeFormItem = ({ smsCode, placeholder, ...itemProps }: SmsCodeFormItemProps) => (
  <CheckedFormItem {...itemProps} normalize={toDigits}>
    <SmsCodeField
      placeholder={placeholder}
      sendButton={{ ...smsCode.button, onSend: () => void smsCode.send() }}
    />
  </CheckedFormItem>
)
