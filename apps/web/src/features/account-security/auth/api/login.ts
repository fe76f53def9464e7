import { loginRoute } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { SESSION_QUERY_KEY } from '@/lib/sessions/get-session'
import { sealWithFreshChallenge } from '../../api/seal-with-fresh-challenge'

export type AccountCredentials = {
  loginType: 'account'
  account: string
  password: string
  tenantId?: string
}
export type PhoneCredentials = {
  loginType: 'phone'
  phone: string
  smsCode: string
  countryCode?: string
  tenantId?: string
}
export type LoginCredentials = AccountCredentials | PhoneCredentials

export type LoginInput = {
  credentials: LoginCredentials
  /** The picture captcha's answer and token, once the failed-login limit asks for one. */
  captcha?: { answer: string; token: string }
  isAgreeProtocol?: boolean
  confirmWeakPwd?: boolean
}

const flag = (value: boolean | undefined) => (value ? (1 as const) : undefined)

/**
 * Logs in by account and password or by phone and SMS code (spec §3 login payload). The password leaves the page
 * only sealed to a fresh challenge, so every attempt, a resubmission included, seals it anew.
 */
export const login = async ({ credentials, captcha, isAgreeProtocol, confirmWeakPwd }: LoginInput) => {
  const extras = {
    tenantId: credentials.tenantId,
    captcha: captcha?.answer,
    LOCAL_TOKEN: captcha?.token,
    isAgreeProtocol: flag(isAgreeProtocol),
    confirmWeakPwd: flag(confirmWeakPwd),
  }
  const body =
    credentials.loginType === 'account'
      ? {
          loginType: 'account' as const,
          account: credentials.account,
          password: await sealWithFreshChallenge(credentials.password),
          ...extras,
        }
      : {
          loginType: 'phone' as const,
          phone: credentials.phone,
          smsCode: credentials.smsCode,
          countryCode: credentials.countryCode,
          ...extras,
        }
  return callApi(loginRoute, { body })
}

export const useLogin = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    // Whatever the login check said before belongs to the previous session.
    onSuccess: () => queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY }),
  })
}
