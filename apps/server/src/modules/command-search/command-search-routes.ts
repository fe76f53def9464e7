import type { FastifyInstance } from 'fastify'
import { commandSearchRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { commandSearch } from './command-search'

/** The command palette's search, each kind by its own code, the caller's tenant only. */
export async function commandSearchRoutes(app: FastifyInstance) {
  serveRoute(app, commandSearchRoute, ({ query, request }) =>
    request.withTenant((tx) => commandSearch(tx, request, query.q)),
  )
}
