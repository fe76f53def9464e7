import { RESPONSE_CODES } from '@portal/contract'
import type { FormInstance } from 'antd/es/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { hasCode } from '@/lib/api-error'
import { toErrorMessage } from '@/lib/error-message'
import { ROUTER_PATHS } from '@/lib/portal-path'
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
  const reset = useResetPassword()
  const [isWeakConfirmOpen, setIsWeakConfirmOpen] = useState(false)
  const [errorMessage, setErrorMessage] = useState<string | null>(null)

  const send = ({ email, phone, code, password }: ResetPasswordValues, confirmWeakPwd: boolean) => {
    setErrorMessage(null)
    reset.mutate(
      { email: email.trim(), phone, code, password, confirmWeakPwd },
      {
        onSuccess: ({ message }) =>
          void navigate(ROUTER_PATHS.login, { state: { notice: message || t('contract:reset.done') } }),
        onError: (error) => {
          setIsWeakConfirmOpen(hasCode(error, RESPONSE_CODES.CONFIRM_WEAK_PWD))
          if (!hasCode(error, RESPONSE_CODES.CONFIRM_WEAK_PWD)) setErrorMessage(toErrorMessage(error, t))
        },
      },
    )
  }

  return {
    errorMessage,
    setErrorMessage,
    isSubmitting: reset.isPending,
    isWeakConfirmOpen,
    submit: (values: ResetPasswordValues) => send(values, false),
    continueWithWeakPassword: () => send(form.getFieldsValue(), true),
    refill: () => {
      setIsWeakConfirmOpen(false)
      form.resetFields(['password'])
    },
    dismissWeakConfirm: () => setIsWeakConfirmOpen(false),
  }
}
