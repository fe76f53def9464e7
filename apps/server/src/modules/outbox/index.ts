import type { FastifyInstance } from 'fastify'
import { outboxRoutes } from './outbox-routes'

/** The demo outbox: what the embedded SMS and e-mail ports kept (demo mode only). */
export async function outboxModule(app: FastifyInstance) {
  await app.register(outboxRoutes)
}
