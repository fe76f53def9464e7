import { PASSWORD_MAX_LENGTH, checkPasswordConfirmation } from '@portal/contract'
import Form from 'antd/es/form'
import Password from 'antd/es/input/Password'
import { CheckedFormItem } from './checked-form-item'

export type ConfirmPasswordFormItemProps = {
  name: string
  label: string
  /** The field holding the new password this one must repeat; a change there checks this one again. */
  newPasswordField: string
}

/**
 * The confirm-password field (spec §5): required, and equal to the new password.
 * @example <ConfirmPasswordFormItem name="confirmPassword" label={t('confirm')} newPasswordField="newPassword" />
 */
export const ConfirmPasswordFormItem = ({ name, label, newPasswordField }: ConfirmPasswordFormItemProps) => {
  const form = Form.useFormInstance()
  const check = (value: string | undefined) =>
    checkPasswordConfirmation(form.getFieldValue(newPasswordField) ?? '', value)
  return (
    <CheckedFormItem name={name} label={label} dependencies={[newPasswordField]} check={check}>
      <Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
    </CheckedFormItem>
  )
}
