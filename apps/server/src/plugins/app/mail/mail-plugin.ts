import fp from 'fastify-plugin'
import { createEmbeddedMail } from './embedded-mail'

/**
 * Decorates `app.mail` with the e-mail port the configuration chooses: SMTP when SMTP_URL is set, else the outbox.
 * The SMTP client is loaded only then: a process without SMTP never reads it.
 */
export const mailPlugin = fp(async (app) => {
  if (!app.config.smtpUrl) {
    app.decorate('mail', createEmbeddedMail(app.store.db))
    return
  }
  const { createSmtpMail } = await import('./smtp-mail')
  const smtp = createSmtpMail(app.config.smtpUrl, app.config.mailFrom)
  app.decorate('mail', { send: smtp.send })
  app.addHook('onClose', async () => smtp.close())
})
