import type { FastifyInstance } from 'fastify'
import { referenceStaffRoute, restLimitRoute, saveRestLimitRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { recordAudit } from '../audit/audit-trail'
import { loadCtiSettings, saveCallCentreSetting } from '../telephony/cti-settings-repository'
import { listTenantStaff } from '../telephony/telephony-reference-repository'
import { REFERENCE_LIST_SERVICES } from './reference-lists'
import { serveReferenceList } from './serve-reference-list'

/** The reference-data page's routes: every list, the rest limit and the staff to put in skill groups. */
export async function referenceDataRoutes(app: FastifyInstance) {
  for (const list of REFERENCE_LIST_SERVICES) serveReferenceList(app, list)

  serveRoute(app, restLimitRoute, async ({ request }) => {
    const { restLimitSeconds } = await request.withTenant(loadCtiSettings)
    return { restLimitSeconds }
  })

  serveRoute(app, saveRestLimitRoute, ({ body, request }) =>
    request.withTenant(async (tx) => {
      const before = { restLimitSeconds: (await loadCtiSettings(tx)).restLimitSeconds }
      await saveCallCentreSetting(tx, 'restLimitSeconds', body.restLimitSeconds)
      await recordAudit(tx, request, {
        action: 'restLimit.update',
        targetType: 'ctiSettings',
        targetName: 'restLimitSeconds',
        before,
        after: body,
      })
      return body
    }),
  )

  serveRoute(app, referenceStaffRoute, ({ request }) => request.withTenant(listTenantStaff))
}
