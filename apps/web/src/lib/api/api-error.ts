import { RESPONSE_CODES, SESSION_ENDED_CODES, type ResponseCode } from '@portal/contract'

export type ApiErrorOptions = ErrorOptions & { data?: unknown }

/**
 * A non-OK answer: the envelope's code, message (already in the user's language) and `data` (what the failure
 * tells the page, e.g. the login's `loginFailureDataSchema`), and the HTTP status.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly code: number
  readonly status: number
  readonly data: unknown

  constructor(
    code: number,
    message: string,
    status: number,
    { data = null, ...options }: ApiErrorOptions = {},
  ) {
    super(message, options)
    this.code = code
    this.status = status
    this.data = data
  }
}

/** The request got no answer at all (offline, connection refused or reset), so there is no envelope to read. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'
}

/**
 * Whether an error means there is no usable session, so the browser should go to the login page.
 * @example isSessionEnded(new ApiError(RESPONSE_CODES.LOGGED_OUT, '', 200)) // true
 */
export const isSessionEnded = (error: unknown): boolean =>
  error instanceof ApiError &&
  (SESSION_ENDED_CODES.includes(error.code as ResponseCode) || error.status === 401)

/**
 * Whether the answer carries a given code.
 * @example hasCode(error, RESPONSE_CODES.REMOTE_LOGIN)
 */
export const hasCode = (error: unknown, code: ResponseCode): error is ApiError =>
  error instanceof ApiError && error.code === code

/** Whether the session was ended because the account logged in elsewhere (spec §4 forced offline). */
export const isRemoteLogin = (error: unknown): error is ApiError =>
  hasCode(error, RESPONSE_CODES.REMOTE_LOGIN)
