import type { MessageKey } from '@portal/contract'
import Form from 'antd/es/form'
import { useTranslation } from 'react-i18next'
import { toFormRule } from '@/lib/form-rules'
import type { SmsCode } from '../hooks/use-sms-code'
import { toDigits } from '../utils/to-digits'
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
export const SmsCodeFormItem = ({
  name,
  label,
  check,
  placeholder,
  smsCode,
  isCheckedOnBlur = false,
}: SmsCodeFormItemProps) => {
  const { t } = useTranslation('contract')
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[toFormRule(check, t)]}
      validateTrigger={isCheckedOnBlur ? 'onBlur' : undefined}
      normalize={toDigits}
    >
      <SmsCodeField
        placeholder={placeholder}
        sendButton={{ ...smsCode.button, onSend: () => void smsCode.send() }}
      />
    </Form.Item>
  )
}
