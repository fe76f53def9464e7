import { resetPasswordRoute } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApiForAnswer } from '@/lib/api/call-api'
import { sealWithFreshChallenge } from '../../api/seal-with-fresh-challenge'

export type ResetPasswordInput = {
  email: string
  phone: string
  code: string
  password: string
  confirmWeakPwd?: boolean
}

/** Sets a new password (sealed like a login password) with the SMS code; ends every session of the account. */
export const resetPassword = async ({ password, confirmWeakPwd, ...rest }: ResetPasswordInput) =>
  callApiForAnswer(resetPasswordRoute, {
    body: {
      ...rest,
      password: await sealWithFreshChallenge(password),
      confirmWeakPwd: confirmWeakPwd ? 1 : undefined,
    },
  })

export const useResetPassword = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetPassword,
    // Any session this browser had for the account has just ended.
    onSuccess: () => queryClient.clear(),
  })
}
