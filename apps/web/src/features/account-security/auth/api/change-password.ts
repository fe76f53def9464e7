import { changePasswordRoute } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { sealWithFreshChallenge } from '../../api/seal-with-fresh-challenge'

export type ChangePasswordInput = { password: string; newPassword: string; confirmWeakPwd?: boolean }

/**
 * Changes the password: the current and the new one each sealed to a challenge of its own, since a nonce is
 * single use. Ends every session of the account; the caller logs in again with the new password.
 */
export const changePassword = async ({ password, newPassword, confirmWeakPwd }: ChangePasswordInput) => {
  const sealedPassword = await sealWithFreshChallenge(password)
  const sealedNewPassword = await sealWithFreshChallenge(newPassword)
  return callApi(changePasswordRoute, {
    body: {
      password: sealedPassword,
      newPassword: sealedNewPassword,
      confirmWeakPwd: confirmWeakPwd ? 1 : undefined,
    },
  })
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
