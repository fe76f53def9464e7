import type { FastifyInstance } from 'fastify'
import { pageHistoryRoute, recordPageVisitRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { listPageHistory, recordPageVisit } from './page-history-repository'

/** The pages a user visited lately: the shell records each visit, the home dashboard lists them. */
export async function pageHistoryRoutes(app: FastifyInstance) {
  serveRoute(app, pageHistoryRoute, async ({ query, request }) =>
    request.withTenant((tx) => listPageHistory(tx, request.session?.accountId ?? '', query.pageSize)),
  )

  serveRoute(app, recordPageVisitRoute, async ({ body, request }) => {
    await request.withTenant((tx) => recordPageVisit(tx, request.session?.accountId ?? '', body))
    return null
  })
}
