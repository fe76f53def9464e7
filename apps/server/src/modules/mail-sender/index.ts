import type { FastifyInstance } from 'fastify'
import { mailSenderRoutes } from './mail-sender-routes'

/** The agent's e-mail sender (tools menu, code email.single). */
export async function mailSenderModule(app: FastifyInstance) {
  await app.register(mailSenderRoutes)
}
