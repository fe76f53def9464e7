import {
  RESPONSE_CODES,
  loginFailureDataSchema,
  type LoginFailureData,
  type SecondFactorMethod,
} from '@portal/contract'
import { ApiError } from '@/lib/api/api-error'

/** What the login page does about a login that did not succeed (spec §4, §8). */
export type LoginOutcome =
  | { kind: 'agreeProtocol' }
  | SecondAuthOutcome
  | { kind: 'changePassword' }
  | { kind: 'confirmWeakPassword' }
  /** Show the server's message (else the generic server or network error). */
  | { kind: 'showMessage' }

/** The second step: the factors it takes, or an authenticator app to set up first (`mustEnrol`). */
export type SecondAuthOutcome = {
  kind: 'secondAuth'
  secondAuthCode: string
  phone: string
  methods: SecondFactorMethod[]
  mustEnrol: boolean
}

export type LoginFailure = { outcome: LoginOutcome; isCaptchaRequired: boolean }

const CAPTCHA_CODES: readonly number[] = [RESPONSE_CODES.LOGIN_LIMIT, RESPONSE_CODES.LOGIN_CAPTCHA]

const toOutcome = (error: ApiError, data: LoginFailureData | undefined): LoginOutcome => {
  switch (error.code) {
    case RESPONSE_CODES.FORCED_AGREE_PROTOCOL:
      return { kind: 'agreeProtocol' }
    case RESPONSE_CODES.LONGIN_SECOND_AUTH:
      return data?.secondAuthCode
        ? {
            kind: 'secondAuth',
            secondAuthCode: data.secondAuthCode,
            phone: data.phone ?? '',
            // An answer without methods is the SMS step of before.
            methods: data.methods ?? ['sms'],
            mustEnrol: data.mustEnrol ?? false,
          }
        : { kind: 'showMessage' }
    case RESPONSE_CODES.UPDATE_PASSWORD:
      return { kind: 'changePassword' }
    case RESPONSE_CODES.CONFIRM_WEAK_PWD:
      return { kind: 'confirmWeakPassword' }
    default:
      return { kind: 'showMessage' }
  }
}

/**
 * Reads a failed login: which dialog or message follows, and whether the picture captcha must now be shown
 * (failed-login limit 21013, captcha missing or wrong 21014, or any answer saying `captchaRequired`).
 * @example toLoginFailure(new ApiError(22201, '请阅读并同意…', 200)) // { outcome: { kind: 'agreeProtocol' }, isCaptchaRequired: false }
 */
export const toLoginFailure = (error: unknown): LoginFailure => {
  if (!(error instanceof ApiError)) return { outcome: { kind: 'showMessage' }, isCaptchaRequired: false }
  const data = loginFailureDataSchema.safeParse(error.data ?? {}).data
  return {
    outcome: toOutcome(error, data),
    isCaptchaRequired: data?.captchaRequired === true || CAPTCHA_CODES.includes(error.code),
  }
}

/** The dialog the login page opens next. */
export type LoginDialog =
  { kind: 'protocol' } | SecondAuthOutcome | { kind: 'changePassword' } | { kind: 'weakPassword' }

/**
 * The dialog an outcome asks for, or null when the page only shows a message.
 * @example toLoginDialog({ kind: 'confirmWeakPassword' }) // { kind: 'weakPassword' }
 */
export const toLoginDialog = (outcome: LoginOutcome): LoginDialog | null => {
  switch (outcome.kind) {
    case 'agreeProtocol':
      return { kind: 'protocol' }
    case 'secondAuth':
      return outcome
    case 'changePassword':
      return { kind: 'changePassword' }
    case 'confirmWeakPassword':
      return { kind: 'weakPassword' }
    default:
      return null
  }
}
