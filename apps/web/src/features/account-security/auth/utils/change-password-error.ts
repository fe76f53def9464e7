import { ApiError } from '@/lib/api/api-error'

type Translate = (key: string, options?: Record<string, unknown>) => string

/**
 * The text of a failed password change (spec §8): the server's message, else 服务端错误，错误码：<code>; a request
 * that got no answer (or broke before sending) is 系统错误！.
 * @example toChangePasswordError(new ApiError(21012, '', 200), t) // '服务端错误，错误码：21012'
 */
export const toChangePasswordError = (error: unknown, t: Translate): string => {
  if (!(error instanceof ApiError)) return t('auth:changePassword.systemError')
  return error.message || t('auth:changePassword.serverError', { code: error.code })
}
