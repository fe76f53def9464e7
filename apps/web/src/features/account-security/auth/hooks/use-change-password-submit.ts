import { RESPONSE_CODES } from '@portal/contract'
import type { FormInstance } from 'antd/es/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasCode } from '@/lib/api-error'
import { showToast } from '@/lib/toast'
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
  const changePassword = useChangePassword()
  const [isWeakConfirmOpen, setIsWeakConfirmOpen] = useState(false)
  const [errorMessage, setErrorMessage] = useState<string | null>(null)

  const send = (values: ChangePasswordValues, confirmWeakPwd: boolean) => {
    setErrorMessage(null)
    changePassword.mutate(
      { password: values.password, newPassword: values.newPassword, confirmWeakPwd },
      {
        onSuccess: () => {
          setIsWeakConfirmOpen(false)
          showToast('success', t('contract:password.changed'))
          onChanged(values.newPassword)
        },
        onError: (error) => {
          if (hasCode(error, RESPONSE_CODES.CONFIRM_WEAK_PWD)) setIsWeakConfirmOpen(true)
          else {
            setIsWeakConfirmOpen(false)
            setErrorMessage(toChangePasswordError(error, t))
          }
        },
      },
    )
  }

  return {
    errorMessage,
    isSubmitting: changePassword.isPending,
    isWeakConfirmOpen,
    submit: (values: ChangePasswordValues) => send(values, false),
    keepWeakPassword: () => send(form.getFieldsValue(), true),
    refill: () => {
      setIsWeakConfirmOpen(false)
      form.resetFields(['newPassword', 'confirmPassword'])
    },
    dismissWeakConfirm: () => setIsWeakConfirmOpen(false),
  }
}
