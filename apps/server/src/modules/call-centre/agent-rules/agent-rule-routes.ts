import type { FastifyInstance } from 'fastify'
import {
  AGENT_RULE_ROUTES,
  agentRuleWrapUpCodesRoute,
  REST_REASON_ROUTES,
  restLimitRoute,
  saveRestLimitRoute,
  type AgentRuleForm,
  type AgentRuleItem,
} from '@portal/contract'
import { listReferenceRows } from '../../../db/reference-table-repository'
import { AppError } from '../../../lib/app-error'
import { serveRoute } from '../../../lib/serve-route'
import { recordAudit } from '../../audit/audit-trail'
import type { ReferenceListRules } from '../../reference-data/serve-reference-list'
import { saveReferenceItem, serveReferenceList } from '../../reference-data/serve-reference-list'
import { loadCtiSettings, saveCallCentreSetting } from '../../telephony/state/cti-settings-repository'
import { REST_REASON_TABLE } from '../../telephony/state/telephony-reference-repository'
import { WRAP_UP_CODE_TABLE } from '../../working-desk/wrap-up-code-repository'
import { AGENT_RULE_TABLE, countTenantWrapUpCodes } from './agent-rule-repository'

/** A skill group's agent rules, audited as `agentRules`; the wrap-up codes offered must be the tenant's. */
const AGENT_RULE_LIST: ReferenceListRules<AgentRuleForm> = {
  table: AGENT_RULE_TABLE,
  auditType: 'agentRules',
  check: async (tx, form) => {
    const codes = new Set(form.wrapUpCodes)
    if ((await countTenantWrapUpCodes(tx, [...codes])) !== codes.size)
      throw new AppError('FAILURE', 'agentRules.wrapUpCodeMissing', 400)
  },
}

/**
 * The agent rules page (坐席规则): each skill group's rules (groups are created on the queues page, so only listed
 * and changed here), the tenant's rest reasons and rest limit, and its wrap-up codes to choose from.
 */
export async function agentRuleRoutes(app: FastifyInstance) {
  // The table's select gives the item's fields; the route's schema checks them on the way out.
  serveRoute(app, AGENT_RULE_ROUTES.list, ({ request }) =>
    request.withTenant((tx) => listReferenceRows(tx, AGENT_RULE_TABLE) as Promise<AgentRuleItem[]>),
  )
  serveRoute(
    app,
    AGENT_RULE_ROUTES.update,
    ({ body, params, request }) =>
      saveReferenceItem(AGENT_RULE_LIST, request, body, params.id) as Promise<AgentRuleItem>,
  )
  serveReferenceList(app, { routes: REST_REASON_ROUTES, table: REST_REASON_TABLE, auditType: 'restReason' })
  serveRoute(app, agentRuleWrapUpCodesRoute, ({ request }) =>
    request.withTenant(async (tx) =>
      (await listReferenceRows(tx, WRAP_UP_CODE_TABLE)).map((row) => ({
        id: row.id,
        code: String(row.code),
        name: String(row.name),
      })),
    ),
  )
  serveRoute(app, restLimitRoute, async ({ request }) => {
    const { restLimitSeconds } = await request.withTenant(loadCtiSettings)
    return { restLimitSeconds }
  })
  serveRoute(app, saveRestLimitRoute, ({ body, request }) =>
    request.withTenant(async (tx, changed) => {
      const before = { restLimitSeconds: (await loadCtiSettings(tx)).restLimitSeconds }
      await saveCallCentreSetting(tx, 'restLimitSeconds', body.restLimitSeconds)
      changed()
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
}
