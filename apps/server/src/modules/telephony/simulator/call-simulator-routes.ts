import type { FastifyInstance } from 'fastify'
import {
  HEADER_PERMISSIONS,
  operatorCallProgressRoute,
  operatorInboundCallRoute,
  simulateFarEndHangupRoute,
  simulateInboundRoute,
} from '@portal/contract'
import { AppError, notFound } from '../../../lib/app-error'
import { serveRoute } from '../../../lib/serve-route'
import { callHeardByCallId, lockCall, type CallRecordRow } from '../state/call-repository'
import { isCallEnded } from '../state/call-state-machine'
import { changeCti, type CtiChange } from '../state/cti-change'
import { farEndActs } from '../calls/far-end-events'
import { placeInboundCall, type InboundCall } from '../routing/inbound-call'
import { isCallWatchedBy } from '../monitoring/supervisor-scope-repository'
import { memberIdByLogin, skillGroupIdByName, tenantIdByCode } from '../state/telephony-directory-repository'

/**
 * Who may make a call's far end hang up: its own agent, or a supervisor (code speech.monitor) whose skill groups
 * hold the call; nobody else, not even in demo mode.
 */
async function assertMayEndFarEnd(
  change: CtiChange,
  caller: { accountId: string; isSupervisor: boolean },
  call: CallRecordRow,
) {
  if (call.agent_account_id === caller.accountId) return
  if (!caller.isSupervisor) throw new AppError('FAILURE', 'telephony.notYourCall', 403)
  if (!(await isCallWatchedBy(change.tx, caller.accountId, call.id)))
    throw new AppError('FAILURE', 'telephony.callNotInYourGroups', 404)
}

/** Places the call and reads what its caller heard, in the one change. */
async function placeWithHeard(change: CtiChange, call: InboundCall) {
  const callId = await placeInboundCall(change, call)
  return { callId, heard: (await callHeardByCallId(change.tx, callId))?.heard ?? [] }
}

/**
 * A person drives the built-in simulator: in demo mode from the portal (a customer calls in, into a skill group's
 * queue or straight to one agent; the far end of one's own call, or a supervisor's, hangs up when told), and the
 * operator from the command line.
 */
export async function callSimulatorRoutes(app: FastifyInstance) {
  if (app.config.isDemo) {
    serveRoute(app, simulateInboundRoute, async ({ body, request }) => {
      const tenantId = request.session?.tenantId ?? ''
      const { result } = await changeCti(app, tenantId, null, (change) => placeWithHeard(change, body))
      return result
    })
    serveRoute(app, simulateFarEndHangupRoute, async ({ params, request }) => {
      const { tenantId = '', accountId = '' } = request.session ?? {}
      const isSupervisor = (await request.access()).permissions.has(HEADER_PERMISSIONS.monitor)
      await changeCti(app, tenantId, null, async (change) => {
        const call = await lockCall(change.tx, { callId: params.callId })
        if (!call) throw notFound()
        if (isCallEnded(call.status)) throw new AppError('FAILURE', 'telephony.noSuchCall', 409)
        await assertMayEndFarEnd(change, { accountId, isSupervisor }, call)
        await farEndActs(change, call.id, 'hangup')
      })
      return null
    })
  }
  serveRoute(app, operatorInboundCallRoute, async ({ body }) => {
    const tenantId = await tenantIdByCode(app.store.db, body.tenant)
    if (!tenantId) throw notFound()
    const { result } = await changeCti(app, tenantId, null, async (change) => {
      const skillGroupId = body.skill ? await skillGroupIdByName(change.tx, body.skill) : undefined
      const accountId = body.agent ? await memberIdByLogin(change.tx, body.agent) : undefined
      if ((body.skill && !skillGroupId) || (body.agent && !accountId)) throw notFound()
      return placeWithHeard(change, { ...body, skillGroupId, accountId })
    })
    return result
  })
  serveRoute(app, operatorCallProgressRoute, async ({ params, query }) => {
    const tenantId = await tenantIdByCode(app.store.db, query.tenant)
    const progress =
      tenantId && (await app.store.db.withTenant(tenantId, (tx) => callHeardByCallId(tx, params.callId)))
    if (!progress) throw notFound()
    return progress
  })
}
