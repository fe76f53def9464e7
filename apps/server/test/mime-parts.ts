// Test-only: the leaf parts of a MIME message the SMTP test server received, each with its body decoded.
import { decodeBody, headerValue } from './smtp-test-server'

export type MimePart = { contentType: string; disposition: string; body: string }

/**
 * Every leaf part of a message (multipart/mixed and /alternative opened), with its Content-Type, its
 * Content-Disposition and its body decoded from base64 or quoted-printable as UTF-8.
 * @example mimeParts(mail.headers, mail.body).find((part) => part.contentType.startsWith('text/html'))
 */
export function mimeParts(headers: string, body: string): MimePart[] {
  const contentType = headerValue(headers, 'Content-Type')
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (!boundary)
    return [
      {
        contentType,
        disposition: headerValue(headers, 'Content-Disposition'),
        body: decodeBody(headers, body),
      },
    ]
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => {
      const part = chunk.replace(/^\r\n/, '')
      const split = part.indexOf('\r\n\r\n')
      return mimeParts(
        part.slice(0, split).replace(/\r\n[ \t]+/g, ' '),
        part.slice(split + 4).replace(/\r\n$/, ''),
      )
    })
}
