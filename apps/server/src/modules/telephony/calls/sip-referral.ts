import { updateCall, type CallRecordRow } from '../state/call-repository'
import type { CtiChange } from '../state/cti-change'
import { softphoneUser } from '../state/softphone-repository'

/**
 * A blind transfer to a colleague moves only our records; on a SIP network the media must follow. The agent's
 * ended call keeps the colleague's SIP address as its softphone target, and the agent's softphone, seeing its call
 * ended as transferred with a target, refers the customer there (REFER, RFC 3515) instead of hanging up.
 */
export async function referCustomerToColleague(change: CtiChange, call: CallRecordRow, colleagueId: string) {
  if (!call.sip_dialog) return
  const colleague = await softphoneUser(change.tx, colleagueId)
  const target = colleague ? change.cti.dialTarget(colleague.user) : null
  if (target) await updateCall(change.tx, call.id, { sip_target: target })
}
