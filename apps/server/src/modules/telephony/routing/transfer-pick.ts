import { pickReadyAgent } from '../state/agent-repository'
import type { CallRecordRow } from '../state/call-repository'
import type { CtiChange } from '../state/cti-change'
import { markMemberOffered } from '../state/queue-rules-repository'

/**
 * The agent a call transferred to a skill group goes to when no queue can hold it (a SIP network): the group's
 * ready agent its queue would offer a call to now (its ring strategy), marked offered as the queue marks them;
 * null when none is ready.
 * @example const colleagueId = await pickAgentForTransfer(change, call, skillGroupId)
 */
export async function pickAgentForTransfer(
  change: CtiChange,
  call: CallRecordRow,
  skillGroupId: string,
): Promise<string | null> {
  const rules = await change.queueRules(skillGroupId)
  const accountId = await pickReadyAgent(change.tx, {
    recordId: call.id,
    skillGroupId,
    onlyAccountId: null,
    maxOffers: null,
    strategy: rules?.ringStrategy ?? 'LONGEST_IDLE',
  })
  if (accountId) await markMemberOffered(change.tx, skillGroupId, accountId)
  return accountId
}
