import type { MessageKey } from '@portal/contract'
// Input from its own file: the `antd/es/input` index also pulls TextArea, OTP and Search.
import Input from 'antd/es/input/Input'
import { toDigits } from '../utils/to-digits'
import { CheckedFormItem } from './checked-form-item'

export type PhoneFormItemProps = {
  name: string
  label: string
  /** The form's contract rule for the number (login, registration and reset each have their own texts). */
  check: (value: string | undefined) => MessageKey | null
  maxLength: number
  placeholder: string
  onBlur?: () => void
}

/**
 * The mobile number of the login, registration and reset forms (spec §5): digits only, checked on blur.
 * @example <PhoneFormItem name="mobile" label={t('mobile')} check={checkRegisterMobile} maxLength={11} ... />
 */
export const PhoneFormItem = ({ name, label, check, maxLength, placeholder, onBlur }: PhoneFormItemProps) => (
  <CheckedFormItem name={name} label={label} check={check} isCheckedOnBlur normalize={toDigits}>
    <Input
      autoComplete="tel-national"
      inputMode="numeric"
      maxLength={maxLength}
      placeholder={placeholder}
      onBlur={onBlur}
    />
  </CheckedFormItem>
)
