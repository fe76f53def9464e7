import type { FastifyInstance } from 'fastify'
import { dashboardRoutes } from './dashboard-routes'

/** The home dashboard: to-do counts and company detail. */
export async function dashboardModule(app: FastifyInstance) {
  await app.register(dashboardRoutes)
}
