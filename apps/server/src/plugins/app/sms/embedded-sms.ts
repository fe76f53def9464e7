import type { Database } from '../../../db/database'
import { storeInOutbox } from '../outbox/outbox-repository'
import type { SmsPort } from './sms-port'

/**
 * The SMS port on a fresh machine: every text stays in the outbox (demo mode shows it at /dev/outbox).
 * @example const sms = createEmbeddedSms(db); await sms.send('13800000001', 'Your code is 123456')
 */
export const createEmbeddedSms = (db: Database): SmsPort => ({
  send: (to, body) => storeInOutbox(db, { channel: 'sms', to, body }),
})
