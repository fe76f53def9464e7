import { SMS_CODE_LENGTH } from '@portal/contract'
import Input from 'antd/es/input/Input'
import type { InputProps } from 'antd/es/input/Input'
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button'

export type SmsCodeFieldProps = InputProps & { sendButton: SendCodeButtonProps }

/**
 * A 6-digit SMS code input with its send-code button beside it (not inside: a click inside an input's frame
 * would focus the input, and leaving it again would flag the still empty code). Form.Item hands the input its
 * value, change handler and id.
 */
export const SmsCodeField = ({ sendButton, ...inputProps }: SmsCodeFieldProps) => (
  <div style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 8 }}>
    <Input autoComplete="one-time-code" inputMode="numeric" maxLength={SMS_CODE_LENGTH} {...inputProps} />
    <SendCodeButton {...sendButton} />
  </div>
)
