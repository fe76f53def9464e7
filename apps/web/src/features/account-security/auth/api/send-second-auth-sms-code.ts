import { secondAuthSmsCodeRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'

/** Sends the second-factor code to the account's verified phone; allowed only by the pending login's cookie. */
export const sendSecondAuthSmsCode = (secondAuthCode: string) =>
  callApi(secondAuthSmsCodeRoute, { query: { secondAuthCode } })
