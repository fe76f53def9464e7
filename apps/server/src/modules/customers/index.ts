import type { FastifyInstance } from 'fastify'
import { customerRoutes } from './customer-routes'
import { recentContactsRoutes } from './recent-contacts-routes'

/** The customer centre: customers, their contact history, the high seas and blacklist requests. */
export async function customersModule(app: FastifyInstance) {
  await app.register(customerRoutes)
  await app.register(recentContactsRoutes)
}
