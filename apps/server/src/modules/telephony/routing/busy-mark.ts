import { AGENT_CHOSEN_STATUSES } from '@portal/contract'
import { wasOfferedTo } from '../state/call-offer-repository'
import { lockCall } from '../state/call-repository'
import { offerQueuedCallTo } from './call-routing'
import type { CtiChange } from '../state/cti-change'

/**
 * §7 setBusying for one call that rang at the agent: isBusy 1 after it went unanswered marks a READY agent busy
 * (小休, as a ring-out does); isBusy 0 takes back that mark (a rest set by a missed call) and the agent is 接线
 * again. Any other call (not offered to them, answered for 1) changes nothing.
 * @returns whether the agent's state changed
 */
export async function setBusyAfterCall(
  change: CtiChange,
  accountId: string,
  callId: string,
  isBusy: boolean,
): Promise<boolean> {
  // Every change locks a call before its agents.
  const call = await lockCall(change.tx, { callId })
  if (!call || call.call_type !== 'INBOUND' || !(await wasOfferedTo(change.tx, call.id, accountId)))
    return false
  const agent = await change.agent(accountId)
  if (isBusy) {
    const isUnanswered = !call.answered_at || call.agent_account_id !== accountId
    if (!isUnanswered || agent.systemState !== 'READY' || agent.onCall) return false
    await change.apply(accountId, { type: 'missed' })
    return true
  }
  if (agent.systemState !== 'AWAY' || agent.systemReason !== 'telephony.missedCall') return false
  const choice = { status: AGENT_CHOSEN_STATUSES.READY, restReason: null }
  await change.apply(accountId, { type: 'choose', choice, afterCall: false })
  await offerQueuedCallTo(change, accountId)
  return true
}
