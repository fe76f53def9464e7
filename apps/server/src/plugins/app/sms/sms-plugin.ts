import fp from 'fastify-plugin'
import { createEmbeddedSms } from './embedded-sms'
import { createKannelSms } from './kannel-sms'
import { createSmsQueue } from './sms-queue'

/**
 * Decorates `app.sms` with the durable SMS queue in front of the provider the configuration chooses: Kannel when
 * KANNEL_SENDSMS_URL is set, else the outbox. The queue's worker runs from ready to close in every process.
 */
export const smsPlugin = fp(async (app) => {
  const { kannel, smsQueue } = app.config
  const provider = kannel ? createKannelSms(kannel) : createEmbeddedSms(app.store.db)
  const queue = createSmsQueue(app.store.db, provider, smsQueue, app.log)
  app.decorate('sms', queue)
  app.addHook('onReady', async () => queue.start())
  app.addHook('onClose', () => queue.stop())
})
