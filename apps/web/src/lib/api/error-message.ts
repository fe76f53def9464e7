import { ApiError, NetworkError } from './api-error'

type Translate = (key: string) => string

/**
 * The one place a failed call becomes text: the server's message, else a generic server or network error.
 * @example toErrorMessage(new ApiError(21012, '账号或密码错误', 401), t) // '账号或密码错误'
 */
export const toErrorMessage = (error: unknown, t: Translate): string => {
  if (error instanceof NetworkError) return t('contract:network.error')
  if (error instanceof ApiError && error.message) return error.message
  return t('contract:server.error')
}
