import { registerSmsCodeRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'

export type RegisterSmsCodeInput = { mobile: string; captcha: string; LOCAL_TOKEN: string }

/** Registration step 1: a code to the mobile, once the picture captcha is right. */
export const sendRegisterSmsCode = (query: RegisterSmsCodeInput) => callApi(registerSmsCodeRoute, { query })
