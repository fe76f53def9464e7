import type { FastifyInstance } from 'fastify'
import { saveHelperComponentRoute, saveMenuUrlRoute, type HelperComponent } from '@portal/contract'
import { notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { recordAudit } from '../audit/audit-trail'
import { requireAllowedUrl } from '../menus/allowed-url'
import { lockMenuAddress, saveMenuUrl } from '../menus/menu-repository'
import { HELPER_COMPONENT_LIST } from './reference-lists'
import { saveReferenceItem } from './serve-reference-list'

/**
 * The spec's own routes for the addresses the portal shows, behind the reference-data code: a helper component
 * is saved through the reference-data editor's path (its checks, its audit row); a menu entry's address is
 * checked by the same origin rule and audited with its values before and after.
 */
export async function menuAddressRoutes(app: FastifyInstance) {
  serveRoute(app, saveHelperComponentRoute, async ({ body: { id, ...form }, request }) => {
    const saved = await saveReferenceItem(HELPER_COMPONENT_LIST, request, form, id)
    if (!saved) throw notFound()
    return {
      id: saved.id,
      name: String(saved.name),
      url: String(saved.url),
      menuPosition: String(saved.menuPosition),
      openType: Number(saved.openType),
      externalConfs: { icon: saved.icon ? String(saved.icon) : null },
    } satisfies HelperComponent
  })

  serveRoute(app, saveMenuUrlRoute, ({ body, request }) => {
    requireAllowedUrl(app.config, body.url)
    return request.withTenant(async (tx) => {
      const before = await lockMenuAddress(tx, body.resourceCode)
      if (!before) throw notFound()
      await saveMenuUrl(tx, body.resourceCode, body.url, body.openType)
      await recordAudit(tx, request, {
        action: 'menuEntry.update',
        targetType: 'menuEntry',
        targetId: body.resourceCode,
        targetName: before.name,
        before: { url: before.url, openType: before.openType },
        after: { url: body.url, openType: body.openType },
      })
      return null
    })
  })
}
