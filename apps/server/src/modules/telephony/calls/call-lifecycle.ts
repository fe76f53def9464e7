import type { CallResult } from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { callWatchers, lockCall, updateCall, type CallRecordRow } from '../state/call-repository'
import { closeOffer } from '../state/call-offer-repository'
import { nextCallStatus, type CallEvent } from '../state/call-state-machine'
import { offerQueuedCallTo } from '../routing/call-routing'
import type { CtiChange } from '../state/cti-change'
import { releaseCall } from '../state/participant-repository'
import { cancelOpenConsults } from '../state/transfer-repository'
import { settleOutboundTask } from '../state/telephony-directory-repository'
import { skillGroupAcw } from '../state/telephony-reference-repository'
import { settleReferralOnEnd } from './referral-settlement'

/** The refusal of a command the call's status does not allow. */
export const notAllowedNow = () => new AppError('FAILURE', 'telephony.actionNotAllowed', 409)

/** The call the agent is on, locked; a call that is not theirs (or not this tenant's) does not exist for them. */
export async function lockAgentCall(
  change: CtiChange,
  accountId: string,
  callId: string,
): Promise<CallRecordRow> {
  const call = await lockCall(change.tx, { callId })
  if (!call || call.agent_account_id !== accountId) throw new AppError('FAILURE', 'telephony.noSuchCall', 404)
  return call
}

/** Moves a call on an event, or refuses; returns the new status. */
export function requireNext(call: CallRecordRow, event: CallEvent) {
  const status = nextCallStatus(call.status, event)
  if (!status) throw notAllowedNow()
  return status
}

/**
 * Ends the agent's leg of a call: its status, result and end time; the agent goes to after-call work (or back
 * to what they were, when it only rang); supervisors and invitees leave; an outbound task follows the result; a
 * referral under way on it (a blind transfer on a SIP network) is settled.
 */
export async function endCall(change: CtiChange, call: CallRecordRow, event: CallEvent, given: CallResult) {
  const status = requireNext(call, event)
  const { tx, now } = change
  const result = await settleReferralOnEnd(change, call, given)
  await updateCall(tx, call.id, {
    status,
    result,
    ended_at: now,
    ring_deadline: null,
    far_end_event: null,
    far_end_at: null,
  })
  const agentId = call.agent_account_id
  // A call that ends while it rings: the agent hung up on it (a refusal), or the caller did (nobody's fault).
  if (agentId && call.status === 'INBOUND_WAITING_FOR_ANSWER')
    await closeOffer(tx, call.id, agentId, result === 'rejected' ? 'rejected' : 'callerHungUp')
  if (agentId) await freeAgentOf(change, call, agentId)
  await releaseWatchers(change, call.id)
  if (call.outbound_task_id) await settleOutboundTask(tx, call.outbound_task_id, result)
}

/**
 * The agent of an ended call goes to after-call work, which keeps the call on their widget for its note; with no
 * after-call work (or a call that only rang) they are free at once, and a ready agent gets the next queued call.
 */
async function freeAgentOf(change: CtiChange, call: CallRecordRow, agentId: string) {
  const onlyRang = call.status === 'INBOUND_WAITING_FOR_ANSWER'
  const agent = await change.apply(
    agentId,
    onlyRang
      ? { type: 'callWithdrawn' }
      : { type: 'callEnded', callType: call.call_type, acw: await acwRuleOf(change, call) },
  )
  if (agent.systemState === 'ACW' || agent.systemState === 'MANUAL_ACW') return
  await change.setCalls(agentId, { currentCallId: null })
  if (agent.systemState === 'READY') await offerQueuedCallTo(change, agentId)
}

/** The after-call work of the call's skill group, its seconds defaulting to the tenant's; none for no group. */
async function acwRuleOf(change: CtiChange, call: CallRecordRow) {
  const group = await skillGroupAcw(change.tx, call.skill_group_id)
  return group && { mode: group.mode, seconds: group.seconds ?? change.settings.acwSeconds }
}

/**
 * Everyone listening to, joined in or invited into the call leaves it and returns to what they were; waiting
 * invitations into it expire, and so does a consult about it (its colleague's page is told).
 */
async function releaseWatchers(change: CtiChange, recordId: string) {
  change.touch(...(await cancelOpenConsults(change.tx, recordId)))
  const watchers = await callWatchers(change.tx, recordId)
  await releaseCall(change.tx, recordId)
  for (const accountId of watchers) {
    const agent = await change.agent(accountId)
    if (agent.monitoredCallId === recordId)
      await change.apply(accountId, { type: 'monitorEnd' }, { monitoredCallId: null })
  }
}

/** The result a call ends with when its agent hangs up. */
export const agentHangupResult = (call: CallRecordRow): CallResult =>
  call.answered_at ? 'answered' : call.call_type === 'MANUAL' ? 'cancelled' : 'rejected'
