import { lockCall, type CallRecordRow } from '../state/call-repository'
import type { CtiChange } from '../state/cti-change'

/**
 * The customer's INVITE to the colleague's phone that follows a REFER: the call transferred to them, still without
 * a SIP dialog, from the same number; ringing after a blind transfer, or connected after a consult they completed
 * (the INVITE carries Replaces and takes the consult's call over). Locked; undefined when the agent's call is no
 * such call.
 */
export async function lockCallAwaitingReferral(
  change: CtiChange,
  currentCallId: string | null,
  from: string,
): Promise<CallRecordRow | undefined> {
  const call = currentCallId ? await lockCall(change.tx, { recordId: currentCallId }) : undefined
  const isTransferred = call?.status === 'INBOUND_WAITING_FOR_ANSWER' || call?.status === 'INBOUND_ACTIVE'
  const isAwaiting = isTransferred && !call.sip_dialog && call.phone === from
  return isAwaiting ? call : undefined
}
