import { RESPONSE_CODES } from '@portal/contract'
import { ApiError } from '@/lib/api/api-error'
import { toErrorMessage } from '@/lib/api/error-message'

type Translate = (key: string) => string

/**
 * How a failed activation reads (spec §2, §8). `failed`: the link is wrong or expired (21115, 21114), so the
 * page offers to register again; `error`: anything else, with 21112 saying the e-mail is already registered.
 */
export type ActivationFailure = { kind: 'failed' | 'error'; message: string; canRegisterAgain: boolean }

/** @example toActivationFailure(new ApiError(21112, 'x', 200), t) // { kind: 'error', message: t('contract:register.duplicate'), ... } */
export const toActivationFailure = (error: unknown, t: Translate): ActivationFailure => {
  if (error instanceof ApiError && error.code === RESPONSE_CODES.ACTIVATION_ERROR) {
    return {
      kind: 'failed',
      message: error.message || t('contract:activation.error'),
      canRegisterAgain: true,
    }
  }
  if (error instanceof ApiError && error.code === RESPONSE_CODES.ACTIVATION_TIMEOUT) {
    return {
      kind: 'failed',
      message: error.message || t('contract:activation.timeout'),
      canRegisterAgain: true,
    }
  }
  if (error instanceof ApiError && error.code === RESPONSE_CODES.ACCOUNT_EXIST) {
    return { kind: 'error', message: t('contract:register.duplicate'), canRegisterAgain: true }
  }
  return { kind: 'error', message: toErrorMessage(error, t), canRegisterAgain: false }
}
