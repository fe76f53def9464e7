import type { Database } from '../../../db/database'
import { storeInOutbox } from '../outbox/outbox-repository'
import type { MailPort } from './mail-port'

/**
 * The e-mail port on a fresh machine: every mail stays in the outbox (demo mode shows it at /dev/outbox).
 * @example await createEmbeddedMail(db).send({ to: 'agent@demo.com', subject: 'Welcome', body: 'Hello' })
 */
export const createEmbeddedMail = (db: Database): MailPort => ({
  send: ({ to, subject, body }) => storeInOutbox(db, { channel: 'email', to, subject, body }),
})
