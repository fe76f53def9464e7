import { PASSWORD_MAX_LENGTH, checkPassword, type MessageKey } from '@portal/contract'
// Password from its own file: the `antd/es/input` index also pulls TextArea, OTP and Search.
import Password from 'antd/es/input/Password'
import type { ReactNode } from 'react'
import { CheckedFormItem } from './checked-form-item'

export type PasswordFormItemProps = {
  name: string
  label: string
  /** A password being chosen (browsers offer to generate one) rather than the current one. */
  isNew?: boolean
  /** The text of an empty field, when it is not 请输入密码 (e.g. 请输入新密码). */
  requiredKey?: MessageKey
  placeholder?: string
  /** Checked when the field is left (the login-layout pages) rather than at every keystroke (dialogs). */
  isCheckedOnBlur?: boolean
  extra?: ReactNode
}

/**
 * A password field with the §5 password rule (8-20 characters, three kinds, no spaces) from the contract.
 * @example <PasswordFormItem name="password" label={t('newPassword')} isNew isCheckedOnBlur />
 */
export const PasswordFormItem = ({
  isNew = false,
  requiredKey,
  placeholder,
  ...itemProps
}: PasswordFormItemProps) => (
  <CheckedFormItem {...itemProps} check={(value: string | undefined) => checkPassword(value, requiredKey)}>
    <Password
      autoComplete={isNew ? 'new-password' : 'current-password'}
      maxLength={PASSWORD_MAX_LENGTH}
      placeholder={placeholder}
    />
  </CheckedFormItem>
)
