import type { FastifyInstance } from 'fastify'
import {
  busyConfigRoute,
  checkFreeRoute,
  dialpadStaffRoute,
  didNumbersRoute,
  mobileAttributeRoute,
  restLabelsRoute,
  satisfactionSettingRoute,
  signModelRoute,
  skillGroupsRoute,
} from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { loadCtiSettings } from './cti-settings'
import { isFree } from './invitation-commands'

type FreeRow = { account_id: string; name: string; signed_in: boolean; on_call: boolean; watching: boolean }

// Who of the tenant's signed-in agents could take a call or an invitation now.
const FREE_SQL = `
SELECT a.account_id, s.name, a.signed_in,
  (r.id IS NOT NULL AND r.status NOT IN ('INBOUND_NOT_ACTIVE', 'MANUAL_NOT_ACTIVE', 'MANUAL_CANCELING')) AS on_call,
  a.monitored_call_id IS NOT NULL AS watching
FROM cti_agents a JOIN staff_accounts s ON s.id = a.account_id
LEFT JOIN call_records r ON r.id = a.current_call_id
WHERE a.signed_in AND ($1::uuid IS NULL OR a.account_id = $1)
ORDER BY s.name`

const freeOf = (row: FreeRow) =>
  isFree({ signedIn: row.signed_in, onCall: row.on_call, monitoredCallId: row.watching ? 'watching' : null })

/** What the call widget looks up: the tenant's settings, rest reasons, numbers, groups, colleagues. */
export async function lookupRoutes(app: FastifyInstance) {
  serveRoute(app, signModelRoute, async ({ request }) => {
    const settings = await request.withTenant(loadCtiSettings)
    return {
      enableIncomingCallPopup: settings.enableIncomingCallPopup,
      signModels: settings.signModels,
      agentPhonePattern: settings.agentPhonePattern,
      autoAnswer: settings.autoAnswer,
    }
  })
  serveRoute(app, busyConfigRoute, async ({ request }) => {
    const {
      ringTimeoutSeconds,
      acwSeconds,
      acwExtensionSeconds,
      restLimitSeconds,
      autoAnswer,
      enableIncomingCallPopup,
    } = await request.withTenant(loadCtiSettings)
    return {
      ringTimeoutSeconds,
      acwSeconds,
      acwExtensionSeconds,
      restLimitSeconds,
      autoAnswer,
      enableIncomingCallPopup,
    }
  })
  serveRoute(app, satisfactionSettingRoute, async ({ request }) => {
    const settings = await request.withTenant(loadCtiSettings)
    return { enable: settings.satisfactionEnabled, envPrefix: settings.satisfactionEnvPrefix }
  })
  serveRoute(app, restLabelsRoute, async ({ request }) => {
    const { rows } = await request.withTenant((tx) =>
      tx.query<{ name: string }>('SELECT name FROM rest_reasons ORDER BY position, name'),
    )
    return rows
  })
  serveRoute(app, didNumbersRoute, async ({ request }) => {
    const { rows } = await request.withTenant((tx) =>
      tx.query<{ number: string; name: string }>(
        'SELECT number, name FROM did_numbers ORDER BY position, number',
      ),
    )
    return rows
  })
  serveRoute(app, skillGroupsRoute, async ({ request }) => {
    const { rows } = await request.withTenant((tx) =>
      tx.query<{ id: string; name: string }>('SELECT id, name FROM skill_groups ORDER BY name'),
    )
    return rows
  })
  serveRoute(app, mobileAttributeRoute, async ({ query }) => app.cti.numberAttribution(query.phone))
  serveRoute(app, dialpadStaffRoute, async ({ request }) => {
    const self = request.session?.accountId
    const { rows } = await request.withTenant((tx) => tx.query<FreeRow>(FREE_SQL, [null]))
    return rows
      .filter((row) => row.account_id !== self)
      .map((row) => ({ accountId: row.account_id, name: row.name, free: freeOf(row) }))
  })
  serveRoute(app, checkFreeRoute, async ({ query, request }) => {
    const isUuid = /^[0-9a-f-]{36}$/i.test(query.accountId)
    if (!isUuid) return { free: false }
    const { rows } = await request.withTenant((tx) => tx.query<FreeRow>(FREE_SQL, [query.accountId]))
    return { free: rows[0] ? freeOf(rows[0]) : false }
  })
}
