import { AppError } from '../../../lib/app-error'
import { lockCall } from '../state/call-repository'
import { offerCall } from './call-routing'
import type { CtiChange } from '../state/cti-change'

/**
 * The agent picks a call waiting in one of their skill groups (the desk's queue view): it connects to them at
 * once, however often it was offered them before. They must be 接线 (READY) with no call.
 */
export async function pickCall(change: CtiChange, accountId: string, recordId: string): Promise<void> {
  // Every change locks a call before its agents.
  const call = await lockCall(change.tx, { recordId })
  const agent = await change.agent(accountId)
  if (agent.systemState !== 'READY' || agent.onCall || agent.monitoredCallId)
    throw new AppError('FAILURE', 'telephony.pickNeedsReady', 409)
  const pickedBy = call && (await offerCall(change, call, { onlyAccountId: accountId, isPicked: true }))
  // Answered meanwhile, hung up, of another group, or the agent's access is gone.
  if (!pickedBy) throw new AppError('FAILURE', 'telephony.noSuchCall', 404)
}
