import type { FastifyInstance } from 'fastify'
import { peekAgentCalls } from '../state/agent-repository'
import {
  callWatchers,
  lockCall,
  updateCall,
  withMissedBy,
  type CallRecordRow,
} from '../state/call-repository'
import { closeOffer } from '../state/call-offer-repository'
import { agentHangupResult, endCall, requireNext } from '../calls/call-lifecycle'
import { offerCall } from '../routing/call-routing'
import { agentHangupEvent, isCallEnded } from '../state/call-state-machine'
import { changeCti, type CtiChange } from '../state/cti-change'
import { leaveCall } from '../state/participant-repository'
import { cancelConsultOf } from '../state/transfer-repository'

/**
 * A member who lost access to the tenant leaves its call centre at once: a call ringing at them goes back to the
 * queue and is offered to the next ready agent, a call they are on ends, a call they listen to goes on without
 * them, and they are signed out (their pages and the board are told, as for any change).
 * @example await withdrawFromCallCentre(app, tenantId, accountId) // right after their account was disabled
 */
export async function withdrawFromCallCentre(app: FastifyInstance, tenantId: string, accountId: string) {
  // The access is already gone: should this fail, no call is offered to them (pickReadyAgent) and the silence
  // timer signs them out, so the caller's change stands.
  await changeCti(app, tenantId, null, (change) => withdrawMember(change, accountId)).catch(
    (error: unknown) =>
      app.log.error({ err: error }, 'a member who lost access could not be taken out of the call centre'),
  )
}

async function withdrawMember(change: CtiChange, accountId: string) {
  const { tx } = change
  // Every change locks a call before its agents.
  const { currentCallId, monitoredCallId } = await peekAgentCalls(tx, accountId)
  const current = currentCallId ? await lockCall(tx, { recordId: currentCallId }) : undefined
  const monitored = monitoredCallId ? await lockCall(tx, { recordId: monitoredCallId }) : undefined
  const agent = await change.agent(accountId)
  if (monitored) {
    change.touch(monitored.agent_account_id, ...(await callWatchers(tx, monitored.id)))
    await leaveCall(tx, monitored.id, accountId)
    // A consult they were in ends with them: the agent is back with the held customer, never handing it to them.
    await cancelConsultOf(tx, monitored.id, accountId)
    await change.apply(accountId, { type: 'monitorEnd' }, { monitoredCallId: null })
  }
  let requeued: CallRecordRow | null = null
  if (current && current.agent_account_id === accountId && !isCallEnded(current.status)) {
    change.touch(...(await callWatchers(tx, current.id)))
    if (current.status === 'INBOUND_WAITING_FOR_ANSWER') requeued = await withdrawOffer(change, current)
    else await endCall(change, current, agentHangupEvent(current.status), agentHangupResult(current))
  }
  if (agent.signedIn || current)
    await change.apply(accountId, { type: 'signOut' }, { currentCallId: null, monitoredCallId: null })
  if (requeued) await offerCall(change, requeued)
}

/**
 * A call ringing at the member goes back to the queue, no fault of theirs; one a SIP network put through to
 * their phone cannot go on to another and ends unanswered, as when it rings out.
 * @returns the queued call to offer once the member is signed out, or null
 */
async function withdrawOffer(change: CtiChange, call: CallRecordRow): Promise<CallRecordRow | null> {
  const accountId = call.agent_account_id ?? ''
  const missedBy = withMissedBy(call, accountId)
  await closeOffer(change.tx, call.id, accountId, 'withdrawn')
  const goesOn = change.cti.routesInbound
  const status = requireNext(call, 'ringOut')
  await updateCall(change.tx, call.id, {
    status,
    ...(goesOn ? { agent_account_id: null } : {}),
    ring_deadline: null,
    missed_by: missedBy,
  })
  await change.apply(accountId, { type: 'callWithdrawn' }, { currentCallId: null })
  const queued: CallRecordRow = { ...call, status, agent_account_id: null, missed_by: missedBy }
  if (goesOn) return queued
  await endCall(change, queued, 'hangup', 'noAnswer')
  return null
}
