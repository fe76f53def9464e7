import type { FastifyInstance } from 'fastify'
import { brandRoutes } from './brand-routes'
import { tenantSwitchRoutes } from './tenant-switch-routes'

/** The tenant's own settings: its switches and its brand, and the brand each host name shows before login. */
export async function tenantsModule(app: FastifyInstance) {
  await app.register(tenantSwitchRoutes)
  await app.register(brandRoutes)
}
