import type { MessageKey } from '@portal/contract'
import Form, { type FormItemProps } from 'antd/es/form'
import { useTranslation } from 'react-i18next'
import { toFormRule } from '@/lib/forms/form-rules'

export type CheckedFormItemProps<V> = Omit<FormItemProps, 'rules' | 'validateTrigger'> & {
  /** The field's contract rule (spec §5); the text of the key it returns shows under the field. */
  check?: (value: V) => MessageKey | null
  /** Checked when the field is left (the login-layout pages) rather than at every change (dialogs, pickers). */
  isCheckedOnBlur?: boolean
}

/**
 * A form field checked by a contract rule: the one way every account-security form item gets its rule.
 * @example <CheckedFormItem name="account" label={t('login.account')} check={checkAccount} isCheckedOnBlur>
 */
export const CheckedFormItem = <V = string | undefined,>({
  check,
  isCheckedOnBlur = false,
  ...props
}: CheckedFormItemProps<V>) => {
  const { t } = useTranslation('contract')
  return (
    <Form.Item
      {...props}
      rules={check ? [toFormRule(check, t)] : undefined}
      validateTrigger={isCheckedOnBlur ? 'onBlur' : undefined}
    />
  )
}
