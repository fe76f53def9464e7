import type { OverflowAction, RingStrategy } from '@portal/contract'
import type { Queryable } from '../../../db/database'

/** A skill group's queue and agent rules as the CTI server applies them; null means the tenant's setting (or none). */
export type QueueRules = {
  ringStrategy: RingStrategy
  ringTimeoutSeconds: number | null
  maxOffersPerAgent: number | null
  maxWaitSeconds: number | null
  overflowAction: OverflowAction
  overflowSkillGroupId: string | null
  offersQueuedCallback: boolean
  announceEverySeconds: number | null
  autoAnswer: boolean
  autoAnswerDelaySeconds: number
}

/**
 * The group's rules, read at each change (never cached), so a saved change applies to the next call on every
 * process; undefined for no group.
 */
export async function loadQueueRules(tx: Queryable, groupId: string | null): Promise<QueueRules | undefined> {
  if (!groupId) return undefined
  const { rows } = await tx.query<QueueRules>(
    `SELECT ring_strategy AS "ringStrategy", ring_timeout_seconds AS "ringTimeoutSeconds",
       max_offers_per_agent AS "maxOffersPerAgent", max_wait_seconds AS "maxWaitSeconds",
       overflow_action AS "overflowAction", overflow_skill_group_id AS "overflowSkillGroupId",
       offers_queued_callback AS "offersQueuedCallback", announce_every_seconds AS "announceEverySeconds",
       auto_answer AS "autoAnswer", auto_answer_delay_seconds AS "autoAnswerDelaySeconds"
     FROM skill_groups WHERE id = $1`,
    [groupId],
  )
  return rows[0]
}

/** The member was offered a call of the group now: round robin rings the one offered longest ago next. */
export async function markMemberOffered(tx: Queryable, groupId: string, accountId: string): Promise<void> {
  await tx.query(
    'UPDATE skill_group_members SET last_offered_at = now() WHERE skill_group_id = $1 AND account_id = $2',
    [groupId, accountId],
  )
}

/**
 * Where a waiting call stands: how many calls of its group wait ahead of it (by when they first queued, so a call
 * that overflowed or became a call-back request keeps its place), and the group's average handle time over its
 * last 20 answered calls (null when it has none yet).
 */
export async function queuePosition(
  tx: Queryable,
  recordId: string,
): Promise<{ ahead: number; averageHandleSeconds: number | null } | undefined> {
  const { rows } = await tx.query<{ ahead: number; average_handle_seconds: number | null }>(
    `SELECT
       (SELECT count(*)::int FROM call_records o WHERE o.skill_group_id = r.skill_group_id AND o.id <> r.id
         AND o.status = 'QUEUED' AND (o.queued_at, o.id) < (r.queued_at, r.id)) AS ahead,
       (SELECT avg(extract(epoch FROM (h.ended_at - h.answered_at)))::float8 FROM (
         SELECT answered_at, ended_at FROM call_records h
         WHERE h.skill_group_id = r.skill_group_id AND h.answered_at IS NOT NULL AND h.ended_at IS NOT NULL
         ORDER BY h.ended_at DESC LIMIT 20) h) AS average_handle_seconds
     FROM call_records r WHERE r.id = $1`,
    [recordId],
  )
  const row = rows[0]
  return row && { ahead: row.ahead, averageHandleSeconds: row.average_handle_seconds }
}

/** How many members of the group are signed in now (the estimated wait shares the queue among them). */
export async function countSignedInMembers(tx: Queryable, groupId: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM skill_group_members m JOIN cti_agents a ON a.account_id = m.account_id
     WHERE m.skill_group_id = $1 AND a.signed_in`,
    [groupId],
  )
  return rows[0]?.n ?? 0
}
