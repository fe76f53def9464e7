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
import { serveRoute } from '../../../lib/serve-route'
import { loadCtiSettings } from '../state/cti-settings-repository'
import { isFree } from '../calls/invitation-commands'
import {
  listDidNumbers,
  listRestReasons,
  listSignedInAgents,
  listSkillGroups,
  memberPhone,
} from '../state/telephony-directory-repository'

/** What the call widget looks up: the tenant's settings, rest reasons, numbers, groups, colleagues. */
export async function lookupRoutes(app: FastifyInstance) {
  serveRoute(app, signModelRoute, async ({ request }) => {
    const accountId = request.session?.accountId ?? ''
    const { settings, staffPhone } = await request.withTenant(async (tx) => ({
      settings: await loadCtiSettings(tx),
      staffPhone: await memberPhone(tx, accountId),
    }))
    return {
      enableIncomingCallPopup: settings.enableIncomingCallPopup,
      signModels: settings.signModels,
      agentPhonePattern: settings.agentPhonePattern,
      autoAnswer: settings.autoAnswer,
      staffPhone,
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
  serveRoute(app, restLabelsRoute, ({ request }) => request.withTenant(listRestReasons))
  serveRoute(app, didNumbersRoute, ({ request }) => request.withTenant(listDidNumbers))
  serveRoute(app, skillGroupsRoute, ({ request }) => request.withTenant(listSkillGroups))
  serveRoute(app, mobileAttributeRoute, async ({ query }) => app.cti.numberAttribution(query.phone))
  serveRoute(app, dialpadStaffRoute, async ({ request }) => {
    const self = request.session?.accountId
    const agents = await request.withTenant((tx) => listSignedInAgents(tx, null))
    return agents
      .filter((agent) => agent.accountId !== self)
      .map((agent) => ({ accountId: agent.accountId, name: agent.name, free: isFree(agent) }))
  })
  serveRoute(app, checkFreeRoute, async ({ query, request }) => {
    const [agent] = await request.withTenant((tx) => listSignedInAgents(tx, query.accountId))
    return { free: agent ? isFree(agent) : false }
  })
}
