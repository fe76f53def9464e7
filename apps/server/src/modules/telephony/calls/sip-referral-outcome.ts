import type { MessageKey } from '@portal/contract'
import { callWatchers, lockCall, updateCall, type CallRecordRow } from '../state/call-repository'
import { agentHangupEvent, isCallEnded } from '../state/call-state-machine'
import type { CtiChange } from '../state/cti-change'
import { lockReferralFrom, lockReferralInto, peekConsultReferralTo } from '../state/referral-repository'
import { endCall } from './call-lifecycle'
import { failReferral } from './referral-settlement'

// What became of a REFER on a SIP network (a blind transfer's, or a completed consult's with Replaces), as the
// agent's softphone (the REFER's answer and NOTIFYs) or the colleague's call tells it. Only a referral under way
// moves: a late or repeated word changes nothing.

/**
 * The customer's call reached the colleague: the agent's call ends as transferred, which settles the referral
 * (handed over; a consult's colleague gets the customer's call), and their softphone then hangs up on the
 * customer's old dialog.
 */
export async function completeReferral(change: CtiChange, call: CallRecordRow) {
  const referral = await lockReferralFrom(change.tx, call.id)
  if (!referral || isCallEnded(call.status)) return
  await updateCall(change.tx, call.id, { sip_target: null })
  await endCall(change, call, agentHangupEvent(call.status), 'transferred')
}

/** The colleague answered the call transferred to them: the agent's call it came from is handed over. */
export async function completeReferralInto(change: CtiChange, colleagueCallId: string) {
  const referral = await lockReferralInto(change.tx, colleagueCallId)
  const call = referral && (await lockCall(change.tx, { recordId: referral.recordId }))
  if (!call) return
  change.touch(call.agent_account_id, ...(await callWatchers(change.tx, call.id)))
  await completeReferral(change, call)
}

/**
 * A call from `from` reaches the colleague of a consult that refers its customer: it is that customer, following
 * the REFER (with Replaces, taking the consult's call over), so the consult completes and the call is the
 * colleague's. Any other call changes nothing.
 */
export async function completeConsultReferralTo(change: CtiChange, colleagueId: string, from: string) {
  const seen = await peekConsultReferralTo(change.tx, colleagueId)
  const call = seen && (await lockCall(change.tx, { recordId: seen.recordId }))
  if (!call || call.phone !== from) return
  change.touch(call.agent_account_id, ...(await callWatchers(change.tx, call.id)))
  await completeReferral(change, call)
}

/**
 * The customer's phone refused the REFER, or its call to the colleague failed: the customer stays on the agent's
 * call. After a blind transfer the colleague's ringing call ends (they are free again); after a consult the agents
 * talk on.
 */
export async function failReferralOf(change: CtiChange, call: CallRecordRow, failure: MessageKey) {
  const referral = await lockReferralFrom(change.tx, call.id)
  if (!referral || isCallEnded(call.status)) return
  await failReferral(change, referral, failure)
  const next = referral.nextRecordId && (await lockCall(change.tx, { recordId: referral.nextRecordId }))
  if (!next || isCallEnded(next.status)) return
  change.touch(next.agent_account_id)
  await endCall(change, next, 'hangup', 'failed')
}
