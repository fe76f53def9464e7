import type { TransferTarget } from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { recordOffer } from '../state/call-offer-repository'
import { callWatchers, updateCall, type CallRecordRow } from '../state/call-repository'
import { isCallConnected } from '../state/call-state-machine'
import type { CtiChange } from '../state/cti-change'
import { secondsAfter } from '../state/seconds-after'
import { continueCall, insertTransfer, skillGroupExists } from '../state/transfer-repository'
import { offerCall } from '../routing/call-routing'
import { enterQueue } from '../routing/queue-entry'
import { endCall, lockAgentCall, notAllowedNow } from './call-lifecycle'
import { freeColleague } from './colleague'
import { referCustomerToColleague } from './sip-referral'

/**
 * A blind transfer of the agent's connected call: to a colleague, whose phone rings with it (refused or rung out,
 * it goes to its skill group's queue as any offered call); or into a skill group's queue, offered to its next
 * ready agent. The customer goes on in a new record; the agent's ends as transferred, as after a hang-up.
 */
export async function transferCall(
  change: CtiChange,
  accountId: string,
  callId: string,
  target: TransferTarget,
) {
  // On SIP the customer follows a REFER to a colleague's softphone; a proxy cannot hold a caller in a queue.
  if (change.cti.name === 'sip' && !('accountId' in target))
    throw new AppError('FAILURE', 'telephony.sipQueueTransferUnsupported', 409)
  const call = await lockAgentCall(change, accountId, callId)
  if (!isCallConnected(call.status)) throw notAllowedNow()
  change.touch(...(await callWatchers(change.tx, call.id)))
  const next =
    'accountId' in target
      ? await ringColleague(change, call, accountId, target.accountId)
      : await queueFor(change, call, target.skillGroupId)
  await insertTransfer(change.tx, {
    recordId: call.id,
    fromAccountId: accountId,
    mode: 'BLIND',
    status: 'HANDED_OVER',
    to: target,
    nextRecordId: next.id,
  })
  await endCall(change, call, 'hangup', 'transferred')
  if ('accountId' in target) await referCustomerToColleague(change, call, target.accountId)
  if (next.status === 'QUEUED') await offerCall(change, next)
}

async function ringColleague(change: CtiChange, call: CallRecordRow, accountId: string, colleagueId: string) {
  await freeColleague(change, accountId, colleagueId)
  const next = await continueCall(change.tx, call, {
    status: 'INBOUND_WAITING_FOR_ANSWER',
    agentAccountId: colleagueId,
    mark: `b${Date.now().toString(36)}`,
  })
  await recordOffer(change.tx, next.id, colleagueId, null)
  await updateCall(change.tx, next.id, {
    ring_deadline: secondsAfter(change.now, change.settings.ringTimeoutSeconds),
  })
  await change.apply(colleagueId, { type: 'callStarted' }, { currentCallId: next.id })
  return next
}

async function queueFor(change: CtiChange, call: CallRecordRow, skillGroupId: string) {
  if (!(await skillGroupExists(change.tx, skillGroupId)))
    throw new AppError('FAILURE', 'telephony.noSuchSkillGroup', 404)
  const next = await continueCall(change.tx, call, {
    status: 'QUEUED',
    agentAccountId: null,
    skillGroupId,
    mark: `q${Date.now().toString(36)}`,
  })
  const patch = await enterQueue(change, next.id, skillGroupId)
  return { ...next, ...patch }
}
