import type { FormInstance } from 'antd/es/form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toErrorMessage } from '@/lib/api/error-message'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { useWeakPasswordSubmit } from '../../hooks/use-weak-password-submit'
import { useResetPassword } from '../api/reset-password'

export type ResetPasswordValues = {
  email: string
  phone: string
  captcha: string
  code: string
  password: string
}

/**
 * The reset submission (spec §4): a weak new password first asks (重新填写 clears it; 继续 resends with
 * confirmWeakPwd=1); success goes back to login with the server's message.
 */
export const useResetPasswordSubmit = (form: FormInstance<ResetPasswordValues>) => {
  const { t } = useTranslation(['reset', 'contract'])
  const navigate = useNavigate()
  return useWeakPasswordSubmit({
    form,
    newPasswordFields: ['password'],
    mutation: useResetPassword(),
    toVariables: ({ email, phone, code, password }, confirmWeakPwd) => ({
      email: email.trim(),
      phone,
      code,
      password,
      confirmWeakPwd,
    }),
    onSuccess: ({ message }) =>
      void navigate(ROUTER_PATHS.login, { state: { notice: message || t('contract:reset.done') } }),
    toErrorText: (error) => toErrorMessage(error, t),
  })
}
