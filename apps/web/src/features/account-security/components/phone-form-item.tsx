import type { MessageKey } from '@portal/contract'
import Form from 'antd/es/form'
// Input from its own file: the `antd/es/input` index also pulls TextArea, OTP and Search.
import Input from 'antd/es/input/Input'
import { useTranslation } from 'react-i18next'
import { toFormRule } from '@/lib/form-rules'
import { toDigits } from '../utils/to-digits'

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
export const PhoneFormItem = ({ name, label, check, maxLength, placeholder, onBlur }: PhoneFormItemProps) => {
  const { t } = useTranslation('contract')
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[toFormRule(check, t)]}
      validateTrigger="onBlur"
      normalize={toDigits}
    >
      <Input
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={maxLength}
        placeholder={placeholder}
        onBlur={onBlur}
      />
    </Form.Item>
  )
}
