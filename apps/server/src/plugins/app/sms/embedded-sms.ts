import type { Database } from '../../../db/database'
import { storeInOutbox } from '../outbox/outbox-repository'
import type { SmsProvider } from './sms-port'

/**
 * The SMS provider on a fresh machine: every text goes to the outbox (demo mode shows it at /dev/outbox), inline,
 * since it is a local write. It has no delivery reports.
 * @example const provider = createEmbeddedSms(db); await provider.deliver({ id, to: '13800000001', body: 'Hi' })
 */
export const createEmbeddedSms = (db: Database): SmsProvider => ({
  name: 'outbox',
  isInline: true,
  deliver: async ({ to, body }) => {
    await storeInOutbox(db, { channel: 'sms', to, body })
    return null
  },
  verifyReport: () => false,
})
