import type { FormInstance } from 'antd/es/form'
import { useTranslation } from 'react-i18next'
import { showToast } from '@/lib/ui/toast'
import { useWeakPasswordSubmit } from '../../hooks/use-weak-password-submit'
import { useChangePassword } from '../api/change-password'
import { toChangePasswordError } from '../utils/change-password-error'

export type ChangePasswordValues = { password: string; newPassword: string; confirmPassword: string }

/**
 * The change-password submission of spec §8: a weak new password asks first (重新填写 / 已了解风险，继续保存),
 * another failure shows its text, success says 修改成功！ and hands the new password on for the new login.
 */
export const useChangePasswordSubmit = (
  form: FormInstance<ChangePasswordValues>,
  onChanged: (newPassword: string) => void,
) => {
  const { t } = useTranslation(['auth', 'contract'])
  return useWeakPasswordSubmit({
    form,
    newPasswordFields: ['newPassword', 'confirmPassword'],
    mutation: useChangePassword(),
    toVariables: ({ password, newPassword }, confirmWeakPwd) => ({ password, newPassword, confirmWeakPwd }),
    onSuccess: (_data, { newPassword }) => {
      showToast('success', t('contract:password.changed'))
      onChanged(newPassword)
    },
    toErrorText: (error) => toChangePasswordError(error, t),
  })
}
