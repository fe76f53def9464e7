import type { FastifyInstance } from 'fastify'
import { sessionRoutes } from './session-routes'

/**
 * Sessions: logout and the login check. Finding the session behind a request (session-authenticator.ts) is given
 * to the session plugin in app.ts, so the guard exists before any route.
 */
export async function sessionsModule(app: FastifyInstance) {
  await app.register(sessionRoutes)
}
