import fp from 'fastify-plugin'
import { storeInOutbox } from '../outbox/outbox-repository'
import { createSmtpMailSender } from '../mail/smtp-mail'

export type SmsSender = { send: (to: string, body: string) => Promise<void> }
export type MailSender = { send: (mail: { to: string; subject: string; body: string }) => Promise<void> }

/**
 * The SMS and e-mail adapters. Their embedded default keeps every message in the outbox, which demo mode shows
 * at /dev/outbox; a real provider plugs in behind the same small interface. E-mail goes out over SMTP when
 * SMTP_URL is set.
 */
export const messagingAdapters = fp(async (app) => {
  const { db } = app.store
  app.decorate('sms', { send: (to: string, body: string) => storeInOutbox(db, { channel: 'sms', to, body }) })
  if (app.config.smtpUrl) {
    const smtp = createSmtpMailSender(app.config.smtpUrl, app.config.mailFrom)
    app.decorate('mail', { send: smtp.send })
    app.addHook('onClose', async () => smtp.close())
    return
  }
  app.decorate('mail', {
    send: ({ to, subject, body }: { to: string; subject: string; body: string }) =>
      storeInOutbox(db, { channel: 'email', to, subject, body }),
  })
})
