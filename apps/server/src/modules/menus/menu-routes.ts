import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  helperComponentListRoute,
  menuTreeRoute,
  saveHelperComponentRoute,
  saveMenuUrlRoute,
  tenantModulesRoute,
} from '@portal/contract'
import { AppError, notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { allowedEmbedOrigin } from './embed-origins'
import { listHelperComponents, saveHelperComponent } from './helper-component-repository'
import { loadMenuRows, saveMenuUrl } from './menu-repository'
import { buildMenuTree } from './menu-tree'

/** The origin the caller reached the portal at, and every other origin whose pages it may show. */
function embedOriginsFor(request: FastifyRequest): { portalOrigin: string; others: string[] } {
  const { config } = request.server
  return {
    portalOrigin: `${request.protocol}://${request.host}`,
    others: [new URL(config.publicUrl).origin, ...config.embedOrigins],
  }
}

/** The origin of a url the portal may show, or FAILURE url.notAllowed. */
export const requireAllowedUrl = (request: FastifyRequest, url: string): string => {
  const { portalOrigin, others } = embedOriginsFor(request)
  const origin = allowedEmbedOrigin(url, portalOrigin, others)
  if (!origin) throw new AppError('FAILURE', 'url.notAllowed')
  return origin
}

/** The menu, the tenant's modules and its helper components. */
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

  serveRoute(app, saveHelperComponentRoute, async ({ body, request }) => {
    requireAllowedUrl(request, body.url)
    const saved = await request.withTenant((tx) => saveHelperComponent(tx, body))
    if (!saved) throw notFound()
    return saved
  })

  serveRoute(app, saveMenuUrlRoute, async ({ body, request }) => {
    requireAllowedUrl(request, body.url)
    const isSaved = await request.withTenant((tx) =>
      saveMenuUrl(tx, body.resourceCode, body.url, body.openType),
    )
    if (!isSaved) throw notFound()
    return null
  })
}
