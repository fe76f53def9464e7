import { lockCall, type CallRecordRow } from '../state/call-repository'
import type { CtiChange } from '../state/cti-change'
import { completeConsultReferralTo } from '../calls/sip-referral-outcome'

/**
 * The customer's INVITE to the colleague's phone that follows a REFER: the call transferred to them, still without
 * a SIP dialog, from the same number; ringing after a blind transfer, or connected after a consult they completed
 * (the INVITE carries Replaces and takes the consult's call over; its arrival completes a consult still referring
 * the customer, which makes that call the colleague's). Locked; undefined when the agent's call is no such call.
 */
export async function lockCallAwaitingReferral(
  change: CtiChange,
  accountId: string,
  from: string,
): Promise<CallRecordRow | undefined> {
  await completeConsultReferralTo(change, accountId, from)
  const { currentCallId } = await change.agent(accountId)
  const call = currentCallId ? await lockCall(change.tx, { recordId: currentCallId }) : undefined
  const isTransferred = call?.status === 'INBOUND_WAITING_FOR_ANSWER' || call?.status === 'INBOUND_ACTIVE'
  const isAwaiting = isTransferred && !call.sip_dialog && call.phone === from
  return isAwaiting ? call : undefined
}
