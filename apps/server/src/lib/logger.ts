import pino, { type DestinationStream } from 'pino'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'

/** Whatever might carry a secret is removed before a line is written: passwords, codes, tokens, cookies. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.code',
  '*.smsCode',
  '*.captcha',
  '*.LOCAL_TOKEN',
  '*.authorization',
]

/**
 * The server's structured logger. Requests are logged by path only: a query string may hold an account or a code.
 * @param destination where lines go (tests pass a stream to read them back)
 */
export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          path: request.url.split('?')[0],
          remoteAddress: request.ip,
        }),
      },
    },
    destination,
  )
}
