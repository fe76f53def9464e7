import type { TransferTarget } from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { callWatchers, type CallRecordRow } from '../state/call-repository'
import { isCallConnected } from '../state/call-state-machine'
import type { CtiChange } from '../state/cti-change'
import { continueCall, insertTransfer, skillGroupExists } from '../state/transfer-repository'
import { offerCall } from '../routing/call-routing'
import { enterQueue } from '../routing/queue-entry'
import { endCall, lockAgentCall, notAllowedNow } from './call-lifecycle'
import { ringColleague } from './colleague'
import { referCall } from './sip-blind-transfer'

/**
 * A blind transfer of the agent's connected call: to a colleague, whose phone rings with it (refused or rung out,
 * it goes to its skill group's queue as any offered call); or into a skill group's queue, offered to its next
 * ready agent. The customer goes on in a new record; the agent's ends as transferred, as after a hang-up. On a
 * SIP network the media must follow: see sip-blind-transfer.
 */
export async function transferCall(
  change: CtiChange,
  accountId: string,
  callId: string,
  target: TransferTarget,
) {
  const call = await lockAgentCall(change, accountId, callId)
  if (!isCallConnected(call.status)) throw notAllowedNow()
  change.touch(...(await callWatchers(change.tx, call.id)))
  if (change.cti.name === 'sip') return referCall(change, accountId, call, target)
  const next =
    'accountId' in target
      ? await ringColleague(change, call, accountId, target)
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
  if (next.status === 'QUEUED') await offerCall(change, next)
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
