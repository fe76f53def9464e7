import type { FastifyInstance } from 'fastify'
import { companyDetailRoute, todoCountRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { findCompanyDetail } from './company-repository'
import { countTodos } from './todo-counts'

/** The home dashboard's to-do counts and company detail. */
export async function dashboardRoutes(app: FastifyInstance) {
  serveRoute(app, todoCountRoute, async ({ body, request }) => {
    const accountId = request.session?.accountId ?? ''
    return request.withTenant(async (tx) => countTodos(tx, await request.access(tx), body, accountId))
  })

  serveRoute(app, companyDetailRoute, async ({ body, request }) =>
    request.withTenant((tx) => findCompanyDetail(tx, body)),
  )
}
