import type { FastifyInstance } from 'fastify'
import { pageHistoryRoutes } from './page-history-routes'

/** Recently visited pages. */
export async function pageHistoryModule(app: FastifyInstance) {
  await app.register(pageHistoryRoutes)
}
