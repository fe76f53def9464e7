import fp from 'fastify-plugin'
import { createEmbeddedSms } from './embedded-sms'

/** Decorates `app.sms` with the SMS port the configuration chooses (no real provider yet: the outbox). */
export const smsPlugin = fp(async (app) => {
  app.decorate('sms', createEmbeddedSms(app.store.db))
})
