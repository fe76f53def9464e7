import type { CallAction } from '@portal/contract'
import { callWatchers, updateCall, type CallRecordRow } from './call-repository'
import { attachContactData, offerCall } from './call-routing'
import { agentHangupEvent, isCallConnected } from './call-state-machine'
import type { CtiChange } from './cti-change'
import { agentHangupResult, endCall, lockAgentCall, notAllowedNow, requireNext } from './call-lifecycle'
import { planFarEnd } from './far-end-plan'

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
      await updateCall(tx, call.id, {
        status,
        answered_at: now,
        ring_deadline: null,
        ...planFarEnd(change.cti.callConnected(), now),
      })
      attachContactData(change, call.id)
      return
    }
    case 'reject': {
      // Back to the queue for the next agent; the agent who refused is marked busy (§4).
      const status = requireNext(call, 'reject')
      const missedBy = [...call.missed_by, accountId]
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
      return endCall(change, call, agentHangupEvent(call.status), agentHangupResult(call))
    case 'hold':
    case 'resume':
      await updateCall(tx, call.id, { status: requireNext(call, action) })
      return
    case 'mute':
    case 'unmute':
      if (!isCallConnected(call.status)) throw notAllowedNow()
      await updateCall(tx, call.id, { muted: action === 'mute' })
      return
  }
}
