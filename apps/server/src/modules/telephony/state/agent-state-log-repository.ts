import type { Queryable } from '../../../db/database'
import type { AgentRecord } from './agent-repository'

type StateFacts = Pick<AgentRecord, 'accountId' | 'systemState' | 'stateSince'>

/**
 * Appends the state an agent has just left to their state log, inside the change's transaction; nothing when the
 * state did not change. The working desk counts the time in each state from this log.
 */
export async function logStateLeft(tx: Queryable, before: StateFacts, after: StateFacts): Promise<void> {
  if (before.systemState === after.systemState) return
  await tx.query(
    `INSERT INTO agent_state_intervals (tenant_id, account_id, system_state, started_at, ended_at)
     VALUES (current_tenant_id(), $1, $2, $3::timestamptz, greatest($3::timestamptz, $4::timestamptz))`,
    [before.accountId, before.systemState, before.stateSince, after.stateSince],
  )
}
