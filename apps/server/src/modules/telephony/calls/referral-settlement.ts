import type { CallResult, MessageKey } from '@portal/contract'
import { callWatchers, lockCall, updateCall, type CallRecordRow } from '../state/call-repository'
import type { CtiChange } from '../state/cti-change'
import {
  lockReferralFrom,
  lockReferralInto,
  resumeConsultAfterReferral,
  settleReferral,
  type OpenReferral,
} from '../state/referral-repository'
import { handOverConsult } from './consult-hand-over'

// Why the customer's call did not reach the colleague, by how the colleague's ringing call ended.
const FAILURES: Partial<Record<CallResult, MessageKey>> = {
  rejected: 'telephony.referralDeclined',
  noAnswer: 'telephony.referralUnanswered',
}

/**
 * A call's end settles a referral under way on it (see sip-referral-outcome). The agent's call ending meanwhile
 * (they or the customer hung up) hands the customer over: it ends as transferred, whatever the colleague's phone
 * does next (a consult's colleague gets the customer's call now, connected). The colleague's call ending
 * unanswered (declined, rung out, their phone failed) fails a blind transfer's referral.
 * @returns the result the call ends with
 */
export async function settleReferralOnEnd(
  change: CtiChange,
  call: CallRecordRow,
  result: CallResult,
): Promise<CallResult> {
  // Only a SIP network refers a customer: elsewhere no call looks for a referral.
  if (change.cti.name !== 'sip') return result
  const from = await lockReferralFrom(change.tx, call.id)
  if (from?.mode === 'CONSULT') await handOverConsult(change, call, from)
  else if (from) await settleReferral(change.tx, from.id, { status: 'HANDED_OVER' })
  if (from) return 'transferred'
  const into = await lockReferralInto(change.tx, call.id)
  if (into && !call.answered_at)
    await failReferral(change, into, FAILURES[result] ?? 'telephony.referralFailed')
  return result
}

/**
 * The referral failed: the customer stays on the agent's call, and the agent's page tells them why (in their call's
 * softphone state after a blind transfer, which forgets the colleague's address: the softphone refers no more; in
 * the consult after a completed consult, which goes on with the customer held: they may complete it again).
 */
export async function failReferral(change: CtiChange, referral: OpenReferral, failure: MessageKey) {
  const call = await lockCall(change.tx, { recordId: referral.recordId })
  if (referral.mode === 'CONSULT') await resumeConsultAfterReferral(change.tx, referral.id, failure)
  else await settleReferral(change.tx, referral.id, { status: 'FAILED', failure })
  if (!call) return
  if (referral.mode === 'BLIND') await updateCall(change.tx, call.id, { sip_target: null })
  change.touch(call.agent_account_id, referral.toAccountId, ...(await callWatchers(change.tx, call.id)))
}
