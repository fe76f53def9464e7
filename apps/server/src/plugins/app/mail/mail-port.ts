import type { MailFailureReason } from '@portal/contract'

/** A file sent with an e-mail. */
export type MailAttachmentContent = { fileName: string; contentType: string; content: Buffer }

/**
 * One e-mail. `body` is its plain text (the whole mail when there is no `html`, else the alternative for readers
 * that show no HTML); `to` is one address or several; `cc` and `attachments` are optional.
 */
export type Mail = {
  to: string | readonly string[]
  cc?: readonly string[]
  subject: string
  body: string
  html?: string
  attachments?: readonly MailAttachmentContent[]
}

/**
 * The e-mail port: what the portal asks of any mail provider. The embedded default keeps each mail in the
 * outbox; SMTP is the real one (`smtp-mail.ts`), chosen in `mail-plugin.ts`. A provider that cannot deliver
 * throws a `MailDeliveryError`.
 */
export type MailPort = { send: (mail: Mail) => Promise<void> }

/** A delivery that failed, by reason code only: what the provider said may quote addresses and the message. */
export class MailDeliveryError extends Error {
  constructor(
    readonly reason: MailFailureReason,
    detail: string,
  ) {
    super(`SMTP delivery failed (${detail})`)
  }
}
