import type { FastifyInstance } from 'fastify'
import { workbenchAgentConfigRoute } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { loadCurrentTenant } from '../tenants/tenant-settings-repository'

/** The agent's workbench configuration: how the session tenant renders the header's channel items. */
export async function workbenchRoutes(app: FastifyInstance) {
  serveRoute(app, workbenchAgentConfigRoute, async ({ request }) => {
    const tenant = await request.withTenant(loadCurrentTenant)
    if (!tenant) throw new AppError('FAILURE_AUTH_EXPIRE', 'session.expired', 401)
    return { showRenderMode: tenant.workbenchRenderMode }
  })
}
