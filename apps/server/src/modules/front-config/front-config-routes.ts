import type { FastifyInstance } from 'fastify'
import { frontConfigRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { describeBrand, describeLocales, describeSystemName } from '../tenants/tenant-descriptions'
import { loadSiteTenant } from '../tenants/tenant-settings-repository'

export async function frontConfigRoutes(app: FastifyInstance) {
  serveRoute(app, frontConfigRoute, async ({ request }) => {
    const tenant = await loadSiteTenant(app.store.db, request.hostname)
    return {
      systemName: describeSystemName(tenant),
      brandInfo: describeBrand(tenant, request.hostname),
      localeInfo: describeLocales(tenant),
      smsLoginEnabled: tenant?.smsLoginEnabled ?? false,
      languageSwitchEnabled: tenant?.languageSwitchEnabled ?? false,
      protocolRequired: tenant?.protocolRequired ?? false,
      demoMode: app.config.isDemo,
      ssoInfo: tenant?.ssoInfo ?? null,
      embedOrigins: app.config.embedOrigins,
    }
  })
}
