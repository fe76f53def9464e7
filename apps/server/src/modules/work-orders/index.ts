import type { FastifyInstance } from 'fastify'
import { workOrderCategoryRoutes } from './work-order-category-routes'
import { workOrderRoutes } from './work-order-routes'

/** Work orders. */
export async function workOrdersModule(app: FastifyInstance) {
  await app.register(workOrderRoutes)
  await app.register(workOrderCategoryRoutes)
}
