import { resetSmsCodeRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'

export type ResetSmsCodeInput = { email: string; mobile: string; captcha: string; LOCAL_TOKEN: string }

/** Sends a reset code to the phone when email and phone name one account; the answer never says which. */
export const sendResetSmsCode = (query: ResetSmsCodeInput) => callApi(resetSmsCodeRoute, { query })
