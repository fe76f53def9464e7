import type { Queryable } from '../../../db/database'

/**
 * The one rule of what a supervisor acts on, as SQL for the supervisor `$1`: the skill groups they are a member
 * of, or every group of the tenant when they are in none (a supervisor above the groups). Their agents are the
 * members of those groups, their queues those groups, and their calls the calls of those groups (a call of no
 * group, such as one the agent dialled, by its agent). The board, listening, joining, setting an agent's status
 * and the simulator's far-end hang-up all use it.
 */
export const SUPERVISOR_SCOPE_SQL = `
WITH mine AS (SELECT skill_group_id FROM skill_group_members WHERE account_id = $1),
scope AS (
  SELECT id FROM skill_groups
  WHERE id IN (SELECT skill_group_id FROM mine) OR NOT EXISTS (SELECT 1 FROM mine)
)`

/** Whether the call row `r` is of the scope (after SUPERVISOR_SCOPE_SQL). */
export const WATCHED_CALL_SQL = `(
  r.skill_group_id IN (SELECT id FROM scope)
  OR (r.skill_group_id IS NULL AND EXISTS (SELECT 1 FROM skill_group_members m
    WHERE m.account_id = r.agent_account_id AND m.skill_group_id IN (SELECT id FROM scope))))`

/** Whether an agent is of the skill groups the supervisor watches (any text may be asked about: never cast). */
export async function isAgentWatchedBy(
  tx: Queryable,
  supervisorId: string,
  accountId: string,
): Promise<boolean> {
  const { rows } = await tx.query(
    `${SUPERVISOR_SCOPE_SQL}
     SELECT 1 FROM skill_group_members
     WHERE account_id::text = $2 AND skill_group_id IN (SELECT id FROM scope) LIMIT 1`,
    [supervisorId, accountId],
  )
  return rows.length > 0
}

/** Whether a call (by its record id) is of the skill groups the supervisor watches. */
export async function isCallWatchedBy(
  tx: Queryable,
  supervisorId: string,
  recordId: string,
): Promise<boolean> {
  const { rows } = await tx.query(
    `${SUPERVISOR_SCOPE_SQL}
     SELECT 1 FROM call_records r WHERE r.id = $2 AND ${WATCHED_CALL_SQL}`,
    [supervisorId, recordId],
  )
  return rows.length > 0
}

/** Of these calls (by their ids on the network), those the supervisor watches. */
export async function watchedCallIds(
  tx: Queryable,
  supervisorId: string,
  callIds: readonly string[],
): Promise<Set<string>> {
  if (callIds.length === 0) return new Set()
  const { rows } = await tx.query<{ call_id: string }>(
    `${SUPERVISOR_SCOPE_SQL}
     SELECT r.call_id FROM call_records r WHERE r.call_id = ANY ($2::text[]) AND ${WATCHED_CALL_SQL}`,
    [supervisorId, callIds],
  )
  return new Set(rows.map((row) => row.call_id))
}
