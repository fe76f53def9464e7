import type { FastifyInstance } from 'fastify'
import { menuRoutes } from './menu-routes'
import { extendTicketRoutes } from './extend-ticket-routes'

/** The menu tree, helper components, extend-frame tickets and the tenant's modules. */
export async function menusModule(app: FastifyInstance) {
  await app.register(menuRoutes)
  await app.register(extendTicketRoutes)
}
