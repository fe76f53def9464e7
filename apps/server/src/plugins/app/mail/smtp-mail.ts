import nodemailer from 'nodemailer'
import type { MailFailureReason } from '@portal/contract'
import { MailDeliveryError, type MailPort } from './mail-port'

export type SmtpMail = MailPort & { close: () => void }

/**
 * Sends e-mail through the SMTP server an `smtp://` or `smtps://` URL names (credentials may sit in the URL): plain
 * text, or HTML with the text as its alternative, with copies and attachments. A failure is rethrown as a
 * `MailDeliveryError` carrying codes only: bodies hold activation links and codes, replies quote addresses, and
 * whatever an error carries may end up in a log or a record (never the URL's password).
 * @example const mail = createSmtpMail('smtp://user:pass@mail.example.com:587', 'Portal <no-reply@example.com>')
 */
export function createSmtpMail(smtpUrl: string, from: string): SmtpMail {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    send: async ({ to, cc, subject, body, html, attachments }) => {
      const rejected = await transport
        .sendMail({
          from,
          to: typeof to === 'string' ? to : [...to],
          ...(cc?.length ? { cc: [...cc] } : {}),
          subject,
          text: body,
          ...(html === undefined ? {} : { html }),
          ...(attachments?.length
            ? {
                attachments: attachments.map((file) => ({
                  filename: file.fileName,
                  contentType: file.contentType,
                  content: file.content,
                })),
              }
            : {}),
        })
        .then(
          (info) => info.rejected.length,
          (error: unknown) => {
            throw toDeliveryError(error)
          },
        )
      // The server took the message for some recipients only: the sender must know that one did not get it.
      if (rejected > 0) throw new MailDeliveryError('recipientRejected', `${rejected} recipient(s) refused`)
    },
    close: () => transport.close(),
  }
}

/** The caught error by its codes only (not as a cause): it can quote addresses and the server's replies. */
function toDeliveryError(error: unknown): MailDeliveryError {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
  const detail = [code, responseCode].filter((part) => part !== undefined).join(' ') || 'unknown error'
  return new MailDeliveryError(failureReason(code, responseCode), detail)
}

const CONNECTION_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'ECONNREFUSED'])

/** nodemailer's code and the server's reply code, as one of the contract's reasons. */
function failureReason(code: unknown, responseCode: unknown): MailFailureReason {
  if (code === 'EAUTH' || responseCode === 535) return 'authentication'
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return 'connection'
  if (code === 'EENVELOPE') return 'recipientRejected'
  if (code === 'EMESSAGE' || code === 'ESTREAM') return 'messageRejected'
  return 'unknown'
}
