import { updateCall, type CallRecordRow } from '../state/call-repository'
import type { CtiChange } from '../state/cti-change'
import { softphoneUser } from '../state/softphone-repository'

/**
 * A transfer to a colleague moves only our records; on a SIP network the media must follow. The agent's call keeps
 * the colleague's SIP address as its softphone target (none: null): a blind transfer's ended call refers the
 * customer there (REFER, RFC 3515); a consult's softphone dials it first, and its completion refers the customer
 * there with Replaces (RFC 3891), taking the consult's call over.
 */
export async function referCustomerToColleague(change: CtiChange, call: CallRecordRow, colleagueId: string) {
  if (!call.sip_dialog) return
  const colleague = await softphoneUser(change.tx, colleagueId)
  await updateCall(change.tx, call.id, {
    sip_target: colleague ? change.cti.dialTarget(colleague.user) : null,
  })
}
