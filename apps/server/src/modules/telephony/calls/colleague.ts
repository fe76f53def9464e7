import { AppError } from '../../../lib/app-error'
import { recordOffer } from '../state/call-offer-repository'
import { updateCall, type CallRecordRow } from '../state/call-repository'
import type { CtiChange } from '../state/cti-change'
import { secondsAfter } from '../state/seconds-after'
import { isTenantMember } from '../state/telephony-directory-repository'
import { continueCall } from '../state/transfer-repository'
import { isFree } from './invitation-commands'

/**
 * Refuses a colleague who could not take a transfer or consult now: oneself, someone outside the tenant, or an
 * agent not signed in, on a call or on another's.
 */
export async function freeColleague(change: CtiChange, accountId: string, colleagueId: string) {
  const notFree = new AppError('FAILURE', 'telephony.agentNotFree', 409)
  if (colleagueId === accountId || !(await isTenantMember(change.tx, colleagueId))) throw notFree
  const colleague = await change.agent(colleagueId)
  if (!isFree({ ...colleague, watching: colleague.monitoredCallId !== null })) throw notFree
}

/**
 * The customer of the agent's call goes on in a new record ringing for a free colleague (in the skill group given,
 * else the call's), until the ring timeout; the record.
 */
export async function ringColleague(
  change: CtiChange,
  call: CallRecordRow,
  accountId: string,
  to: { accountId: string; skillGroupId?: string },
) {
  await freeColleague(change, accountId, to.accountId)
  const next = await continueCall(change.tx, call, {
    status: 'INBOUND_WAITING_FOR_ANSWER',
    agentAccountId: to.accountId,
    skillGroupId: to.skillGroupId,
    mark: `b${Date.now().toString(36)}`,
  })
  await recordOffer(change.tx, next.id, to.accountId, null)
  await updateCall(change.tx, next.id, {
    ring_deadline: secondsAfter(change.now, change.settings.ringTimeoutSeconds),
  })
  await change.apply(to.accountId, { type: 'callStarted' }, { currentCallId: next.id })
  return next
}
