import type { CallResult } from '@portal/contract'
import type { FarEndEvent } from '../../../plugins/app/cti/cti-port'
import { callWatchers, lockCall, updateCall, withMissedBy } from '../state/call-repository'
import { closeOffer } from '../state/call-offer-repository'
import { attachContactData, offerCall } from '../routing/call-routing'
import { isCallEnded, nextCallStatus } from '../state/call-state-machine'
import type { CtiChange } from '../state/cti-change'
import { endCall } from './call-lifecycle'
import { planFarEnd } from '../state/far-end-plan'

const FAILED_DIAL: Partial<Record<FarEndEvent, CallResult>> = {
  busy: 'busy',
  noAnswer: 'noAnswer',
  reject: 'rejected',
}

/**
 * The far end of a call acts (the simulator's timer fell due, or a real network told us): an outbound call is
 * answered, rings with early media or fails; a caller hangs up, in a queue, while ringing or in the call.
 * A call that has moved on since the act was planned ignores it.
 */
export async function farEndActs(change: CtiChange, recordId: string, event: FarEndEvent) {
  const call = await lockCall(change.tx, { recordId })
  if (!call) return
  const { tx, now } = change
  if (isCallEnded(call.status)) return updateCall(tx, call.id, planFarEnd(null, now))
  change.touch(call.agent_account_id, ...(await callWatchers(tx, call.id)))
  const failure = FAILED_DIAL[event]
  if (failure) return endCall(change, call, 'hangup', failure)
  if (event === 'hangup') {
    const result = call.answered_at ? 'answered' : 'abandoned'
    return endCall(change, call, 'hangup', result)
  }
  const status = nextCallStatus(call.status, event === 'answer' ? 'farEndAnswer' : 'earlyMedia')
  if (!status) return updateCall(tx, call.id, planFarEnd(null, now))
  const next = event === 'answer' ? change.cti.callConnected() : change.cti.afterFarEnd(event, call.phone)
  await updateCall(tx, call.id, {
    status,
    ...(event === 'answer' ? { answered_at: now } : {}),
    ...planFarEnd(next, now),
  })
  if (event === 'answer') attachContactData(change, call.id)
}

/**
 * An offered call rang out: back to the queue for the next agent (the one who let it ring gets it again after the
 * others), and the agent who let it ring is busy (§4).
 */
export async function ringOut(change: CtiChange, recordId: string) {
  const call = await lockCall(change.tx, { recordId })
  if (!call?.ring_deadline || call.ring_deadline > change.now || !call.agent_account_id) return
  const status = nextCallStatus(call.status, 'ringOut')
  if (!status) return updateCall(change.tx, call.id, { ring_deadline: null })
  const missedBy = withMissedBy(call, call.agent_account_id)
  await closeOffer(change.tx, call.id, call.agent_account_id, 'missed')
  // A call a SIP network put through to this agent's phone cannot go on to another: it ends unanswered, and its
  // record keeps the agent who let it ring.
  const goesOn = change.cti.routesInbound
  await updateCall(change.tx, call.id, {
    status,
    ...(goesOn ? { agent_account_id: null } : {}),
    ring_deadline: null,
    missed_by: missedBy,
  })
  await change.apply(call.agent_account_id, { type: 'missed' }, { currentCallId: null })
  const queued = { ...call, status, agent_account_id: null, missed_by: missedBy }
  if (!goesOn) return endCall(change, queued, 'hangup', 'noAnswer')
  await offerCall(change, queued)
}
