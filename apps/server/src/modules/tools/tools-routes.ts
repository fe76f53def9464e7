import type { FastifyInstance } from 'fastify'
import { ivrNumbersRoute, toolLinksRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { listNumberRoutes, listToolLinks } from './tools-repository'

/** The tools menu's data: the external tool links the caller's codes allow, and the IVR tool's numbers and their routes. */
export async function toolsRoutes(app: FastifyInstance) {
  serveRoute(app, toolLinksRoute, async ({ request }) => {
    const { permissions } = await request.access()
    const links = await request.withTenant(listToolLinks)
    return links.filter((link) => permissions.has(link.resourceCode))
  })

  serveRoute(app, ivrNumbersRoute, ({ request }) => request.withTenant(listNumberRoutes))
}
