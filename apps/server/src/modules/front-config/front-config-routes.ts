import type { FastifyInstance } from 'fastify'
import { DEFAULT_SYSTEM_NAME, frontConfigRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { describeBrand, describeLocales } from '../tenants/tenant-descriptions'
import { loadSiteTenant } from '../tenants/tenant-settings-repository'

export async function frontConfigRoutes(app: FastifyInstance) {
  serveRoute(app, frontConfigRoute, async ({ request }) => {
    const tenant = await loadSiteTenant(app.store.db, request.hostname)
    return {
      systemName: DEFAULT_SYSTEM_NAME,
      brandInfo: describeBrand(tenant, DEFAULT_SYSTEM_NAME),
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
