import { setStaffPasswordRoute } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { sealWithFreshChallenge } from '../../api/seal-with-fresh-challenge'

export type SetPasswordInput = { token: string; password: string; confirmWeakPwd: boolean }

/**
 * Sets an invited or reset member's password with the e-mailed link's token (the password sealed like a login).
 * @returns the account to log in with
 */
export const setPassword = async ({ token, password, confirmWeakPwd }: SetPasswordInput) =>
  callApi(setStaffPasswordRoute, {
    body: {
      token,
      password: await sealWithFreshChallenge(password),
      confirmWeakPwd: confirmWeakPwd ? 1 : undefined,
    },
  })

export const useSetPassword = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setPassword,
    // Any session this browser had for the account has just ended.
    onSuccess: () => queryClient.clear(),
  })
}
