import type { FastifyInstance } from 'fastify'
import { roleRoutes } from './role-routes'

export { announceAccessChange } from './access-change'

/** The tenant's roles and their members' access. */
export async function rolesModule(app: FastifyInstance) {
  await app.register(roleRoutes)
}
