/** One plain-text e-mail. */
export type Mail = { to: string; subject: string; body: string }

/**
 * The e-mail port: what the portal asks of any mail provider. The embedded default keeps each mail in the
 * outbox; SMTP is the real one (`smtp-mail.ts`), chosen in `mail-plugin.ts`.
 */
export type MailPort = { send: (mail: Mail) => Promise<void> }
