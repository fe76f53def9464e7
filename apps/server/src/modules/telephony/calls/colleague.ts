import { AppError } from '../../../lib/app-error'
import type { CtiChange } from '../state/cti-change'
import { isTenantMember } from '../state/telephony-directory-repository'
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
