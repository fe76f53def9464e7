/** SQLSTATEs that say the session itself is gone or refused, not that the statement was wrong. */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300'])
/** Node's socket errors while reaching or talking to the server. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
])
/**
 * Errors that say the server's address could not be found (no DNS answer, or no Unix socket for the embedded
 * one, which fails `connect` with ENOENT): lost only when connecting, since a missing file is also ENOENT.
 */
const ADDRESS_ERRORS = new Set(['ENOENT', 'ENOTFOUND', 'EAI_AGAIN'])
const CONNECT_SYSCALLS = new Set(['connect', 'getaddrinfo'])
// node-postgres gives these no code, only a message.
const LOST_MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect/i

/**
 * Whether an error from node-postgres means the connection is gone (the server stopped, restarted or cannot be
 * reached) rather than that the statement failed: such a connection must be discarded, and the request answered
 * "temporarily unavailable".
 * @example isConnectionLost(new Error('Connection terminated unexpectedly')) // true
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code, syscall } = error as { code?: unknown; syscall?: unknown }
  if (
    typeof code === 'string' &&
    (code.startsWith('08') ||
      LOST_SQLSTATES.has(code) ||
      SOCKET_ERRORS.has(code) ||
      (ADDRESS_ERRORS.has(code) && typeof syscall === 'string' && CONNECT_SYSCALLS.has(syscall)))
  )
    return true
  if (LOST_MESSAGES.test(error.message)) return true
  // AggregateError (every address refused) and wrapped causes.
  const inner = error instanceof AggregateError ? error.errors : [error.cause]
  return inner.some((cause) => cause !== undefined && isConnectionLost(cause))
}
