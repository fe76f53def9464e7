import type { FastifyInstance } from 'fastify'
import { accountAdminRoutes } from './account-admin-routes'

/** Staff accounts: what administrators do to them (unlock). */
export async function accountsModule(app: FastifyInstance) {
  await app.register(accountAdminRoutes)
}
