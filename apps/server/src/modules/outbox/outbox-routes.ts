import type { FastifyInstance } from 'fastify'
import { outboxRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { listOutbox } from '../../plugins/app/outbox/outbox-repository'
import { renderOutboxPage } from './outbox-page'

/** Demo mode only: what the embedded SMS and e-mail ports kept, as JSON and as a page. */
export async function outboxRoutes(app: FastifyInstance) {
  serveRoute(app, outboxRoute, async ({ query }) => listOutbox(app.store.db, query.to))

  app.get('/dev/outbox.html', async (request, reply) => {
    const to = (request.query as { to?: string }).to
    const items = await listOutbox(app.store.db, typeof to === 'string' ? to : undefined)
    return reply.type('text/html; charset=utf-8').send(renderOutboxPage(items))
  })
}
