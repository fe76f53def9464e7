import { loginSmsCodeRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'

export type LoginSmsCodeInput = { mobile: string; countryCode?: string }

/** Sends a login code to the phone; the answer is the same whether or not the phone belongs to an account. */
export const sendLoginSmsCode = (query: LoginSmsCodeInput) => callApi(loginSmsCodeRoute, { query })
