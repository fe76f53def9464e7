import type { FastifyInstance } from 'fastify'
import { saveTenantSwitchesRoute, sendUsageRoute, tenantSwitchesRoute } from '@portal/contract'
import { notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { readSendUsage } from './send-limit-repository'
import { changeTenantSettings } from './tenant-settings-change'
import { loadTenantSwitches, saveTenantSwitches } from './tenant-settings-repository'

/**
 * The tenant's switches (设置 › 功能开关): read them, save them with the change in the audit trail; and beside its
 * sending limits, what it sent today.
 */
export async function tenantSwitchRoutes(app: FastifyInstance) {
  serveRoute(app, tenantSwitchesRoute, async ({ request }) => {
    const switches = await request.withTenant(loadTenantSwitches)
    if (!switches) throw notFound()
    return switches
  })

  serveRoute(app, saveTenantSwitchesRoute, async ({ body, request }) =>
    changeTenantSettings(request, {
      action: 'tenantSwitch.update',
      targetType: 'tenantSettings',
      read: loadTenantSwitches,
      apply: async (tx) => {
        await saveTenantSwitches(tx, body)
        return body
      },
    }),
  )

  serveRoute(app, sendUsageRoute, async ({ request }) => request.withTenant(readSendUsage))
}
