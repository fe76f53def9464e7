import type { FastifyInstance } from 'fastify'
import { workbenchRoutes } from './workbench-routes'

/** The agent's workbench configuration. */
export async function workbenchModule(app: FastifyInstance) {
  await app.register(workbenchRoutes)
}
