import type { FastifyInstance } from 'fastify'
import { frontConfigRoutes } from './front-config-routes'

/** GET /front/config/a: what the login page shows before anyone signs in. */
export async function frontConfigModule(app: FastifyInstance) {
  await app.register(frontConfigRoutes)
}
