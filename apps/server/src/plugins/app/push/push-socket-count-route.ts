import type { FastifyInstance } from 'fastify'
import { pushSocketCountRoute } from '@portal/contract'
import { serveRoute } from '../../../lib/serve-route'
import type { SocketIndex } from './socket-index'

/** Demo mode only: how many push sockets this process holds for the caller's session (browser tests). */
export function pushSocketCountRoutes(app: FastifyInstance, index: SocketIndex) {
  serveRoute(app, pushSocketCountRoute, async ({ request }) => ({
    sessionSockets: index.countOfSession(request.session?.sessionId ?? ''),
  }))
}
