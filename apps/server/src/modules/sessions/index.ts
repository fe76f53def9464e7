import type { FastifyInstance } from 'fastify'
import { sessionRoutes } from './session-routes'

/** Sessions: logout and the login check; the session guard itself is wired in app.ts. */
export async function sessionsModule(app: FastifyInstance) {
  await app.register(sessionRoutes)
}
