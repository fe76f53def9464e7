// Test-only: a real SMTP server (the smtp-server package) for tests of what the app mails; no route imports it.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string | undefined; to: string[]; headers: string; body: string }

/** A real SMTP server on a free local port that keeps what it receives; recipients starting "reject" are refused. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!address.address.startsWith('reject')) return callback()
      callback(Object.assign(new Error('No such user'), { responseCode: 550 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const split = raw.indexOf('\r\n\r\n')
        const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          headers,
          body: decodeBody(headers, raw.slice(split + 4)),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A header's value with its MIME encoded words (=?UTF-8?B?...?=) decoded. */
export function headerValue(headers: string, name: string): string {
  const line = headers.split('\r\n').find((item) => item.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  const value = line?.slice(name.length + 1).trim() ?? ''
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

export function decodeBody(headers: string, body: string): string {
  const encoding = headerValue(headers, 'Content-Transfer-Encoding').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\r\n/g, ''))
  return body
}

/** Quoted-printable to text: =XX escapes are bytes of UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  for (let index = 0; index < text.length; index += 1) {
    const escape = text.slice(index + 1, index + 3)
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(escape)) {
      bytes.push(Number.parseInt(escape, 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(text[index] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}
