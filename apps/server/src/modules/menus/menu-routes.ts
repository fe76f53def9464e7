import type { FastifyInstance } from 'fastify'
import { helperComponentListRoute, menuTreeRoute, tenantModulesRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { listHelperComponents } from './helper-component-repository'
import { loadMenuRows } from './menu-repository'
import { buildMenuTree } from './menu-tree'

/**
 * The menu, the tenant's modules and its helper components. Their addresses are changed through the
 * reference-data editor's audited path (reference-data's `menu-address-routes.ts`).
 */
export async function menuRoutes(app: FastifyInstance) {
  serveRoute(app, menuTreeRoute, async ({ request }) =>
    request.withTenant(async (tx) => {
      const access = await request.access(tx)
      return buildMenuTree(await loadMenuRows(tx), access, request.locale)
    }),
  )

  serveRoute(app, tenantModulesRoute, async ({ request }) => {
    const access = await request.access()
    return [...access.modules].map((moduleCode) => ({ moduleCode, name: moduleCode }))
  })

  serveRoute(app, helperComponentListRoute, async ({ query, request }) =>
    request.withTenant((tx) => listHelperComponents(tx, query.boundary)),
  )
}
