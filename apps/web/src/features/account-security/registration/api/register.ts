import { registerRoute } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { sealWithFreshChallenge } from '../../api/seal-with-fresh-challenge'

export type RegisterInput = {
  /** The sign-up token from step 1. */
  authorization: string
  email: string
  password: string
  name: string
  companyName: string
  companyTypes: string[]
  /** The invite code of the link the visitor came through, if any. */
  inviteCode?: string
}

/** Registration step 2: creates the e-mail account (password sealed) and sends the activation e-mail. */
export const register = async ({ authorization, password, companyTypes, ...rest }: RegisterInput) =>
  callApi(registerRoute, {
    body: {
      ...rest,
      LOCAL_TOKEN: authorization,
      password: await sealWithFreshChallenge(password),
      companyTypes: companyTypes.join(','),
    },
  })

export const useRegister = () => useMutation({ mutationFn: register })
