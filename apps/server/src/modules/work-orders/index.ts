import type { FastifyInstance } from 'fastify'
import { workOrderRoutes } from './work-order-routes'

/** Work orders. */
export async function workOrdersModule(app: FastifyInstance) {
  await app.register(workOrderRoutes)
}
