import type { MessageKey, ResponseCodeName } from '@portal/contract'

export type AppErrorOptions = {
  /** Values for the message's `{{name}}` placeholders. */
  params?: Record<string, string>
  /** What the page needs beside the code, as the route's contract describes it. */
  data?: unknown
  /** What went wrong underneath, for the log only: the caller never sees it. */
  cause?: unknown
}

/**
 * The one error type a handler throws: a contract code, the message to show (as a key, translated into the
 * caller's language by the error handler) and the HTTP status.
 * @example throw new AppError('FAILURE_LOGIN', 'login.failed', 401)
 */
export class AppError extends Error {
  constructor(
    readonly codeName: ResponseCodeName,
    readonly messageKey: MessageKey,
    readonly httpStatus = 400,
    readonly options: AppErrorOptions = {},
  ) {
    super(`${codeName}: ${messageKey}`, { cause: options.cause })
  }
}

/**
 * The answer for a record that does not exist or that the caller may not see: the two look alike on purpose.
 * @example if (!workOrder) throw notFound()
 */
export const notFound = (): AppError => new AppError('FAILURE', 'request.notFound', 404)

/**
 * The answer when the database cannot be reached or dropped the connection mid-request: 503, so the caller
 * knows to try again, with FAILURE (§8 has no code of its own for it, and FAILURE covers internal errors).
 * @example catch (error) { if (isConnectionLost(error)) throw serviceUnavailable(error) }
 */
export const serviceUnavailable = (cause: unknown): AppError =>
  new AppError('FAILURE', 'server.unavailable', 503, { cause })

/** Whether an error is the database (or another dependency) busy or away: what trying again later may mend. */
export const isServiceUnavailable = (error: unknown): boolean =>
  error instanceof AppError && error.httpStatus === 503
