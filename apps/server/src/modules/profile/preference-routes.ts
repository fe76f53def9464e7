import type { FastifyInstance } from 'fastify'
import {
  memberPreferencesChangedPush,
  memberPreferencesRoute,
  updateMemberPreferencesRoute,
} from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { declaredPush } from '../../plugins/app/push/push-publication'
import { changeMemberPreferences, loadMemberPreferences } from './preference-repository'

/** The member's own theme, density, shortcuts and alert choices: read them, change some. */
export async function preferenceRoutes(app: FastifyInstance) {
  serveRoute(app, memberPreferencesRoute, async ({ request }) =>
    request.withTenant((tx) => loadMemberPreferences(tx, request.session?.accountId ?? '')),
  )

  serveRoute(app, updateMemberPreferencesRoute, async ({ body, request }) => {
    const tenantId = request.session?.tenantId ?? ''
    const accountId = request.session?.accountId ?? ''
    const saved = await request.withTenant((tx) => changeMemberPreferences(tx, accountId, body))
    // The member's other pages (another tab, another device) apply the change at once.
    await request.server.pushBus.publish(
      declaredPush(memberPreferencesChangedPush, {
        audience: { tenantId, accountIds: [accountId] },
        payload: saved,
      }),
    )
    return saved
  })
}
