import { lockCall, type CallRecordRow } from '../state/call-repository'
import type { CtiChange } from '../state/cti-change'

/**
 * The customer's INVITE to the colleague's phone that follows a REFER: the call transferred to them, ringing and
 * still without a SIP dialog, from the same number. Locked; undefined when the agent's call is no such call.
 */
export async function lockCallAwaitingReferral(
  change: CtiChange,
  currentCallId: string | null,
  from: string,
): Promise<CallRecordRow | undefined> {
  const call = currentCallId ? await lockCall(change.tx, { recordId: currentCallId }) : undefined
  const isAwaiting = call?.status === 'INBOUND_WAITING_FOR_ANSWER' && !call.sip_dialog && call.phone === from
  return isAwaiting ? call : undefined
}
