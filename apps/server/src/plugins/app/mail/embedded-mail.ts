import type { Database } from '../../../db/database'
import { storeInOutbox } from '../outbox/outbox-repository'
import type { Mail, MailPort } from './mail-port'

/**
 * The e-mail port on a fresh machine: every mail stays in the outbox (demo mode shows it at /dev/outbox), once per
 * recipient and copy, as its plain text with the names of its attachments.
 * @example await createEmbeddedMail(db).send({ to: 'agent@demo.com', subject: 'Welcome', body: 'Hello' })
 */
export const createEmbeddedMail = (db: Database): MailPort => ({
  send: async (mail) => {
    const recipients = [...(typeof mail.to === 'string' ? [mail.to] : mail.to), ...(mail.cc ?? [])]
    for (const to of recipients)
      await storeInOutbox(db, { channel: 'email', to, subject: mail.subject, body: outboxBody(mail) })
  },
})

const outboxBody = ({ body, attachments = [] }: Mail): string =>
  attachments.length === 0
    ? body
    : `${body}\n\n${attachments.map((file) => `[${file.fileName}, ${file.content.length} bytes]`).join('\n')}`
