import type { FastifyInstance } from 'fastify'
import { menuAddressRoutes } from './menu-address-routes'
import { referenceDataRoutes } from './reference-data-routes'

/** The reference data other modules read, administered on one settings page. */
export async function referenceDataModule(app: FastifyInstance) {
  await app.register(referenceDataRoutes)
  await app.register(menuAddressRoutes)
}
