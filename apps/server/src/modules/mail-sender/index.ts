import type { FastifyInstance } from 'fastify'
import { startInterruptedMailSweep } from './interrupted-mail-sweep'
import { mailSenderRoutes } from './mail-sender-routes'

/**
 * The agent's e-mail sender (tools menu, code email.single), and the sweep that tells the agent the truth about
 * e-mails a stopped server left 'sending'.
 */
export async function mailSenderModule(app: FastifyInstance) {
  await app.register(mailSenderRoutes)
  let stop: () => Promise<void> = async () => undefined
  app.addHook('onReady', async () => {
    stop = await startInterruptedMailSweep(app)
  })
  app.addHook('onClose', () => stop())
}
