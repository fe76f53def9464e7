import type { FastifyInstance } from 'fastify'
import { companyDetailRoute, pageHistoryRoute, recordPageVisitRoute, todoCountRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { accessOf } from '../access/request-access'
import { findCompanyDetail } from './company-repository'
import { listPageHistory, recordPageVisit } from '../page-history/page-history-repository'
import { countTodos } from './todo-counts'

export async function dashboardRoutes(app: FastifyInstance) {
  serveRoute(app, todoCountRoute, async ({ body, request }) => {
    const accountId = request.session?.accountId ?? ''
    return request.withTenant(async (tx) => countTodos(tx, await accessOf(request, tx), body, accountId))
  })

  serveRoute(app, companyDetailRoute, async ({ body, request }) =>
    request.withTenant((tx) => findCompanyDetail(tx, body)),
  )

  serveRoute(app, pageHistoryRoute, async ({ query, request }) =>
    request.withTenant((tx) => listPageHistory(tx, request.session?.accountId ?? '', query.pageSize)),
  )

  serveRoute(app, recordPageVisitRoute, async ({ body, request }) => {
    await request.withTenant((tx) => recordPageVisit(tx, request.session?.accountId ?? '', body))
    return null
  })
}
