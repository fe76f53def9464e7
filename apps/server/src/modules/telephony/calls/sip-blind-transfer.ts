import type { TransferTarget } from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import type { CallRecordRow } from '../state/call-repository'
import type { CtiChange } from '../state/cti-change'
import { lockReferralFrom } from '../state/referral-repository'
import { insertTransfer, skillGroupExists } from '../state/transfer-repository'
import { pickAgentForTransfer } from '../routing/transfer-pick'
import { endCall, notAllowedNow } from './call-lifecycle'
import { ringColleague } from './colleague'
import { referCustomerToColleague } from './sip-referral'

/**
 * A blind transfer on a SIP network: the customer follows a REFER from the agent's softphone to a colleague's,
 * whose call rings meanwhile. A proxy cannot hold a caller in a queue, so a transfer to a skill group goes to the
 * agent its queue would offer a call to now, or is refused (nothing changes) when none of them is ready. The
 * agent's call stays theirs until the REFER's outcome is known (sip-referral-outcome): handed over, or failed with
 * the customer still on it. A call whose SIP dialog is unknown has nothing to refer: it is handed over at once.
 */
export async function referCall(
  change: CtiChange,
  accountId: string,
  call: CallRecordRow,
  target: TransferTarget,
) {
  if (await lockReferralFrom(change.tx, call.id)) throw notAllowedNow()
  const to = 'accountId' in target ? target : await agentOfGroup(change, call, target.skillGroupId)
  const next = await ringColleague(change, call, accountId, to)
  const isReferring = call.sip_dialog !== null
  await insertTransfer(change.tx, {
    recordId: call.id,
    fromAccountId: accountId,
    mode: 'BLIND',
    status: isReferring ? 'REFERRING' : 'HANDED_OVER',
    to,
    nextRecordId: next.id,
  })
  await referCustomerToColleague(change, call, to.accountId)
  if (!isReferring) await endCall(change, call, 'hangup', 'transferred')
}

async function agentOfGroup(change: CtiChange, call: CallRecordRow, skillGroupId: string) {
  if (!(await skillGroupExists(change.tx, skillGroupId)))
    throw new AppError('FAILURE', 'telephony.noSuchSkillGroup', 404)
  const accountId = await pickAgentForTransfer(change, call, skillGroupId)
  if (!accountId) throw new AppError('FAILURE', 'telephony.sipQueueNoReadyAgent', 409)
  return { accountId, skillGroupId }
}
