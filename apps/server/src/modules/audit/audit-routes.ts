import type { FastifyInstance } from 'fastify'
import { auditFacetsRoute, auditListRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { auditFacets, listAuditEvents } from './audit-repository'
import { shortUserAgent } from './short-user-agent'

/** The audit trail as the tenant's administrator reads it: only their own tenant's (row-level security). */
export async function auditRoutes(app: FastifyInstance) {
  serveRoute(app, auditListRoute, async ({ query, request }) => {
    const page = await request.withTenant((tx) => listAuditEvents(tx, query))
    return {
      list: page.list.map((event) => ({ ...event, userAgent: shortUserAgent(event.userAgent) })),
      total: page.total,
      page: query.page,
      pageSize: query.pageSize,
    }
  })

  serveRoute(app, auditFacetsRoute, async ({ request }) => request.withTenant(auditFacets))
}
