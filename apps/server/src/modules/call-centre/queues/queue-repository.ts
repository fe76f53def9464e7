import type { QueueForm } from '@portal/contract'
import type { Queryable } from '../../../db/database'
import type { ReferenceTable } from '../../../db/reference-table-repository'

/** The tenant's skill groups as the queues page shows them: members with their skill levels, and the queue's rules. */
export const QUEUE_TABLE: ReferenceTable<QueueForm> = {
  table: 'skill_groups',
  idColumn: 'id',
  select: {
    name: 't.name',
    members: `COALESCE((SELECT jsonb_agg(jsonb_build_object('accountId', m.account_id::text, 'name', s.name,
        'skillLevel', m.skill_level) ORDER BY s.name, m.account_id)
      FROM skill_group_members m JOIN staff_accounts s ON s.id = m.account_id WHERE m.skill_group_id = t.id), '[]')`,
    ringStrategy: 't.ring_strategy',
    ringTimeoutSeconds: 't.ring_timeout_seconds',
    maxOffersPerAgent: 't.max_offers_per_agent',
    maxWaitSeconds: 't.max_wait_seconds',
    overflowAction: 't.overflow_action',
    overflowSkillGroupId: 't.overflow_skill_group_id::text',
    offersQueuedCallback: 't.offers_queued_callback',
    announceEverySeconds: 't.announce_every_seconds',
  },
  write: (form) => ({
    name: form.name,
    ring_strategy: form.ringStrategy,
    ring_timeout_seconds: form.ringTimeoutSeconds,
    max_offers_per_agent: form.maxOffersPerAgent,
    max_wait_seconds: form.maxWaitSeconds,
    overflow_action: form.overflowAction,
    overflow_skill_group_id: form.overflowAction === 'QUEUE' ? form.overflowSkillGroupId : null,
    offers_queued_callback: form.offersQueuedCallback,
    announce_every_seconds: form.announceEverySeconds,
  }),
  orderBy: 't.name',
}

/**
 * Makes the group's members exactly these, with their skill levels; a member who stays keeps when they were last
 * offered a call (round robin goes on where it was).
 */
export async function replaceQueueMembers(
  tx: Queryable,
  groupId: string,
  members: QueueForm['members'],
): Promise<void> {
  await tx.query(
    'DELETE FROM skill_group_members WHERE skill_group_id = $1 AND NOT (account_id = ANY ($2::uuid[]))',
    [groupId, members.map((member) => member.accountId)],
  )
  await tx.query(
    `INSERT INTO skill_group_members (tenant_id, skill_group_id, account_id, skill_level)
     SELECT current_tenant_id(), $1, m.account_id, m.skill_level
     FROM unnest($2::uuid[], $3::int[]) AS m (account_id, skill_level)
     ON CONFLICT (tenant_id, skill_group_id, account_id) DO UPDATE SET skill_level = EXCLUDED.skill_level`,
    [groupId, members.map((member) => member.accountId), members.map((member) => member.skillLevel)],
  )
}

/** Active members of the tenant in at least one skill group: the call-centre seats in use. */
export async function countSpeechSeats(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(DISTINCT m.account_id)::int AS n FROM skill_group_members m
     JOIN staff_accounts a ON a.id = m.account_id WHERE a.status = 'active'`,
  )
  return rows[0]?.n ?? 0
}

/** Whether another of the tenant's skill groups has this id (an overflow target). */
export async function isOtherSkillGroup(tx: Queryable, groupId: string, selfId: string | null) {
  const { rows } = await tx.query(
    'SELECT 1 FROM skill_groups WHERE id::text = $1 AND id::text IS DISTINCT FROM $2',
    [groupId, selfId],
  )
  return rows.length > 0
}

/**
 * The group's waiting calls follow its saved rules at once: the maximum wait counts again from when each entered
 * the queue, and the next announcement comes one interval from now (or none).
 */
export async function applyQueueRulesToWaitingCalls(tx: Queryable, groupId: string): Promise<void> {
  await tx.query(
    `UPDATE call_records r SET
       queue_deadline = CASE WHEN r.callback_requested_at IS NULL AND g.max_wait_seconds IS NOT NULL
         THEN COALESCE(r.queue_entered_at, r.queued_at) + g.max_wait_seconds * interval '1 second' END,
       announce_at = CASE WHEN r.callback_requested_at IS NULL AND g.announce_every_seconds IS NOT NULL
         THEN now() + g.announce_every_seconds * interval '1 second' END,
       callback_ask_at = CASE WHEN g.offers_queued_callback THEN r.callback_ask_at END
     FROM skill_groups g
     WHERE g.id = r.skill_group_id AND r.skill_group_id = $1 AND r.status = 'QUEUED'`,
    [groupId],
  )
}
