import type { DeskQueue, WorkingDeskUnread } from '@portal/contract'
import type { Queryable } from '../../db/database'

/** The calls waiting in each of the agent's skill groups: how many, and how long the first has waited. */
export async function readAgentQueues(tx: Queryable, accountId: string): Promise<DeskQueue[]> {
  const { rows } = await tx.query<{ id: string; name: string; waiting: number; longest: number }>(
    `SELECT g.id, g.name, count(r.id)::int AS waiting,
       coalesce(floor(extract(epoch FROM now() - min(r.queued_at))), 0)::int AS longest
     FROM skill_group_members m
     JOIN skill_groups g ON g.id = m.skill_group_id
     LEFT JOIN call_records r ON r.skill_group_id = g.id AND r.status = 'QUEUED'
     WHERE m.account_id = $1
     GROUP BY g.id, g.name ORDER BY g.name`,
    [accountId],
  )
  return rows.map((row) => ({
    skillGroupId: row.id,
    name: row.name,
    waiting: row.waiting,
    longestWaitSeconds: Math.max(0, row.longest),
  }))
}

/**
 * The agent's unread work: inbound calls since a moment that rang at them, were never answered and have no later
 * call of theirs to the same number; and their open outbound tasks that are due.
 */
export async function readUnreadWork(
  tx: Queryable,
  accountId: string,
  since: Date,
): Promise<WorkingDeskUnread> {
  const { rows } = await tx.query<WorkingDeskUnread>(
    `SELECT
       (SELECT count(DISTINCT r.phone)::int FROM call_records r
        WHERE r.call_type = 'INBOUND' AND r.started_at >= $2 AND r.answered_at IS NULL AND r.ended_at IS NOT NULL
          AND (r.agent_account_id = $1 OR $1 = ANY (r.missed_by))
          AND NOT EXISTS (SELECT 1 FROM call_records back
            WHERE back.call_type = 'MANUAL' AND back.agent_account_id = $1 AND back.phone = r.phone
              AND back.started_at > r.started_at)) AS "missedCalls",
       (SELECT count(*)::int FROM outbound_tasks t
        WHERE t.assignee_id = $1 AND t.status = 'pending' AND t.due_at <= now()) AS "dueTasks"`,
    [accountId, since],
  )
  return rows[0] ?? { missedCalls: 0, dueTasks: 0 }
}
