import type { CallAction } from '@portal/contract'
import { callWatchers, updateCall, withMissedBy, type CallRecordRow } from '../state/call-repository'
import { closeOffer } from '../state/call-offer-repository'
import { attachContactData, offerCall } from '../routing/call-routing'
import { agentHangupEvent, isCallConnected } from '../state/call-state-machine'
import { surveyCaller } from './satisfaction-survey'
import type { CtiChange } from '../state/cti-change'
import { agentHangupResult, endCall, lockAgentCall, notAllowedNow, requireNext } from './call-lifecycle'
import { planFarEnd } from '../state/far-end-plan'
import { completeReferralInto } from './sip-referral-outcome'

/** The agent's commands on their own call (§3 call widget): answer, reject, hang up, hold, resume, mute. */
export async function actOnCall(change: CtiChange, accountId: string, callId: string, action: CallAction) {
  const call = await lockAgentCall(change, accountId, callId)
  // Supervisors and invitees on the call see every change of it too.
  change.touch(...(await callWatchers(change.tx, call.id)))
  await act(change, accountId, call, action)
}

async function act(change: CtiChange, accountId: string, call: CallRecordRow, action: CallAction) {
  const { tx, now } = change
  switch (action) {
    case 'answer': {
      const status = requireNext(call, 'answer')
      await closeOffer(tx, call.id, accountId, 'answered')
      await updateCall(tx, call.id, {
        status,
        answered_at: now,
        ring_deadline: null,
        ...planFarEnd(change.cti.callConnected(), now),
      })
      attachContactData(change, call.id)
      // A customer transferred blind on a SIP network is now the colleague's: the agent's call is handed over.
      return completeReferralInto(change, call.id)
    }
    case 'reject': {
      // Back to the queue for the next agent; the agent who refused is marked busy (§4), and their offer is kept as
      // rejected (their list of calls not taken tells it from a ring-out).
      const status = requireNext(call, 'reject')
      const missedBy = withMissedBy(call, accountId)
      await closeOffer(tx, call.id, accountId, 'rejected')
      // A call a SIP network put through to this agent's softphone cannot go on to another (the softphone refuses
      // its SIP call): it ends rejected, and its record keeps the agent, as a ring-out does. Queued, it stayed so.
      const goesOn = change.cti.routesInbound
      await updateCall(tx, call.id, {
        status,
        ...(goesOn ? { agent_account_id: null } : {}),
        ring_deadline: null,
        missed_by: missedBy,
      })
      await change.apply(accountId, { type: 'missed' }, { currentCallId: null })
      const queued = { ...call, status, agent_account_id: null, missed_by: missedBy }
      if (!goesOn) return endCall(change, queued, 'hangup', 'rejected')
      await offerCall(change, queued)
      return
    }
    case 'hangup':
      // Hanging up a call that still rings at this agent refuses it: the caller keeps their place in the queue.
      if (call.status === 'INBOUND_WAITING_FOR_ANSWER') return act(change, accountId, call, 'reject')
      await endCall(change, call, agentHangupEvent(call.status), agentHangupResult(call))
      return surveyCaller(change, call)
    case 'hold':
    case 'resume':
      // The header counts the hold time from when it began.
      await updateCall(tx, call.id, {
        status: requireNext(call, action),
        held_at: action === 'hold' ? now : null,
      })
      return
    case 'mute':
    case 'unmute':
      if (!isCallConnected(call.status)) throw notAllowedNow()
      await updateCall(tx, call.id, { muted: action === 'mute' })
      return
  }
}
