import type { FastifyInstance } from 'fastify'
import { saveTenantSwitchesRoute, tenantSwitchesRoute } from '@portal/contract'
import { notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { recordAudit } from '../audit/audit-trail'
import { changedFields } from './changed-fields'
import { forgetTenantCaches } from './tenant-cache-reset'
import { loadTenantSwitches, saveTenantSwitches } from './tenant-settings-repository'

/** The tenant's switches (设置 › 功能开关): read them, save them with the change in the audit trail. */
export async function tenantSwitchRoutes(app: FastifyInstance) {
  serveRoute(app, tenantSwitchesRoute, async ({ request }) => {
    const switches = await request.withTenant(loadTenantSwitches)
    if (!switches) throw notFound()
    return switches
  })

  serveRoute(app, saveTenantSwitchesRoute, async ({ body, request }) => {
    const saved = await request.withTenant(async (tx) => {
      const before = await loadTenantSwitches(tx)
      if (!before) return null
      await saveTenantSwitches(tx, body)
      const change = changedFields(before, body)
      if (change.isChanged)
        await recordAudit(tx, request, {
          action: 'tenantSwitch.update',
          targetType: 'tenantSettings',
          targetId: request.session?.tenantId ?? null,
          before: change.before,
          after: change.after,
        })
      return loadTenantSwitches(tx)
    })
    if (!saved) throw notFound()
    forgetTenantCaches(request)
    return saved
  })
}
