import nodemailer from 'nodemailer'
import type { MailPort } from './mail-port'

export type SmtpMail = MailPort & { close: () => void }

/**
 * Sends e-mail as plain text through the SMTP server an `smtp://` or `smtps://` URL names (credentials may sit in
 * the URL). A failure is rethrown without the message itself: bodies hold activation links and codes, and
 * whatever an error carries may end up in a log.
 * @example const mail = createSmtpMail('smtp://user:pass@mail.example.com:587', 'Portal <no-reply@example.com>')
 */
export function createSmtpMail(smtpUrl: string, from: string): SmtpMail {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    send: async ({ to, subject, body }) => {
      try {
        await transport.sendMail({ from, to, subject, text: body })
      } catch (error) {
        // eslint-disable-next-line preserve-caught-error -- the caught error can quote addresses and replies: codes only
        throw new Error(`SMTP delivery failed (${describeFailure(error)})`)
      }
    },
    close: () => transport.close(),
  }
}

/** What went wrong, by code only (nodemailer's codes and the server's reply code say enough to act on). */
function describeFailure(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
  return [code, responseCode].filter((part) => part !== undefined).join(' ') || 'unknown error'
}
