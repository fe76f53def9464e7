import type { FastifyInstance } from 'fastify'
import { healthRoutes } from './health-routes'

/** The health checks: live, and ready for requests. */
export async function healthModule(app: FastifyInstance) {
  await app.register(healthRoutes)
}
