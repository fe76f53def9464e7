import type { FastifyInstance } from 'fastify'
import { commandSearchRoutes } from './command-search-routes'

/** The command palette's one search over customers, work orders and messages. */
export async function commandSearchModule(app: FastifyInstance) {
  await app.register(commandSearchRoutes)
}
