import type { FastifyInstance } from 'fastify'
import { registrationRoutes } from './registration-routes'

/** Self-registration and activation. */
export async function registrationModule(app: FastifyInstance) {
  await app.register(registrationRoutes)
}
