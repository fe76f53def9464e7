import type { FastifyInstance } from 'fastify'
import { workingDeskRoutes } from './working-desk-routes'

/** The agent's working desk: their call, queues, today's calls and figures, wrap-up codes and unread work. */
export async function workingDeskModule(app: FastifyInstance) {
  await app.register(workingDeskRoutes)
}
