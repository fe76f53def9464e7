import type { FastifyInstance } from 'fastify'
import { chatRpaRoutes } from './chat-rpa-routes'

/** The chat robot account and its QR login. */
export async function chatRpaModule(app: FastifyInstance) {
  await app.register(chatRpaRoutes)
}
