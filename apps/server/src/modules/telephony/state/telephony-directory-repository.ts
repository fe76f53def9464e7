import type { CallResult } from '@portal/contract'
import type { Queryable } from '../../../db/database'
import { uuidOrNull } from '../../../lib/uuid-or-null'

/** The tenant's telephony set-up: rest reasons, numbers, skill groups, customers, and who is in which group. */

export async function listRestReasons(tx: Queryable): Promise<{ name: string }[]> {
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM rest_reasons ORDER BY position, name')
  return rows
}

export async function isRestReason(tx: Queryable, name: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM rest_reasons WHERE name = $1', [name])
  return rows.length > 0
}

export async function listDidNumbers(tx: Queryable): Promise<{ number: string; name: string }[]> {
  const { rows } = await tx.query<{ number: string; name: string }>(
    'SELECT number, name FROM did_numbers ORDER BY position, number',
  )
  return rows
}

/**
 * The tenant's active number asked for, else (nothing asked) its first active one; undefined if none. A retired
 * number is neither called nor called from.
 */
export async function pickDidNumber(tx: Queryable, asked: string | undefined): Promise<string | undefined> {
  const { rows } = await tx.query<{ number: string }>(
    `SELECT number FROM did_numbers WHERE retired_at IS NULL AND ($1::text IS NULL OR number = $1)
     ORDER BY position, number LIMIT 1`,
    [asked ?? null],
  )
  return rows[0]?.number
}

/**
 * The number an agent's outbound call goes out from: the one asked for if their skill groups may use it (any
 * active number when none of their groups lists outbound numbers), else their first group's default, else the
 * tenant's first active number; a retired number never. Undefined when the tenant has no active number.
 */
export async function pickOutboundNumber(
  tx: Queryable,
  accountId: string,
  asked: string | undefined,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ number: string }>(
    `WITH active AS (SELECT number, position FROM did_numbers WHERE retired_at IS NULL),
     groups AS (SELECT g.id, g.name FROM skill_groups g
       JOIN skill_group_members m ON m.skill_group_id = g.id WHERE m.account_id::text = $1),
     listed AS (SELECT n.number, n.is_default, groups.name FROM skill_group_numbers n
       JOIN groups ON groups.id = n.skill_group_id JOIN active ON active.number = n.number)
     SELECT number FROM (
       SELECT number, 0 AS rank, '' AS group_name, 0 AS position FROM active
       WHERE number = $2 AND (number IN (SELECT number FROM listed) OR NOT EXISTS (SELECT 1 FROM listed))
       UNION ALL
       SELECT number, 1, name, 0 FROM listed WHERE is_default
       UNION ALL
       SELECT number, 2, '', position FROM active
     ) AS candidates ORDER BY rank, group_name, position, number LIMIT 1`,
    [accountId, asked ?? null],
  )
  return rows[0]?.number
}

export async function listSkillGroups(tx: Queryable): Promise<{ id: string; name: string }[]> {
  const { rows } = await tx.query<{ id: string; name: string }>(
    'SELECT id, name FROM skill_groups ORDER BY name',
  )
  return rows
}

/** The skill group asked for, else the first one the agent asked for is in, else the tenant's first. */
export async function pickSkillGroup(
  tx: Queryable,
  asked: { skillGroupId?: string; accountId?: string },
): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT g.id FROM skill_groups g
     WHERE ($1::text IS NULL OR g.id::text = $1)
       AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM skill_group_members m
         WHERE m.skill_group_id = g.id AND m.account_id::text = $2))
     ORDER BY g.name LIMIT 1`,
    [asked.skillGroupId ?? null, asked.accountId ?? null],
  )
  return rows[0]?.id
}

export async function isInAnySkillGroup(tx: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM skill_group_members WHERE account_id = $1 LIMIT 1', [
    accountId,
  ])
  return rows.length > 0
}

/** Whether the tenant has a number in service (not retired): without one, no call comes in nor goes out. */
export async function hasNumberInService(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM did_numbers WHERE retired_at IS NULL LIMIT 1')
  return rows.length > 0
}

export async function isTenantMember(tx: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM tenant_members WHERE account_id::text = $1', [accountId])
  return rows.length > 0
}

export async function customerPhone(tx: Queryable, customerId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ phone: string }>('SELECT phone FROM customers WHERE id = $1', [
    uuidOrNull(customerId),
  ])
  return rows[0]?.phone
}

/** The number and the customer of an open outbound task of the agent's. */
export async function openTaskTarget(
  tx: Queryable,
  taskId: string,
  accountId: string,
): Promise<{ phone: string; customerId: string | null } | undefined> {
  const { rows } = await tx.query<{ phone: string; customer_id: string | null }>(
    `SELECT phone, customer_id FROM outbound_tasks WHERE id = $1 AND assignee_id = $2 AND status = 'pending'`,
    [uuidOrNull(taskId), accountId],
  )
  const row = rows[0]
  return row && { phone: row.phone, customerId: row.customer_id }
}

const REOPENED = "status = 'pending', handled_by = NULL, handled_at = NULL"
const DONE = "status = 'done', handled_by = assignee_id, handled_at = now()"

/**
 * An outbound task follows its call: completed when the customer answered, else open again for another try
 * (§4: manual-canceling reverts the task); either way it counts the attempt and keeps its result and time.
 */
export async function settleOutboundTask(tx: Queryable, taskId: string, result: CallResult): Promise<void> {
  await tx.query(
    `UPDATE outbound_tasks SET ${result === 'answered' ? DONE : REOPENED},
       attempts = attempts + 1, last_result = $2, last_attempt_at = now()
     WHERE id = $1`,
    [taskId, result],
  )
}

/** An outbound task open again (the page's revert of §4 on manual-canceling); its call counted its attempt. */
export async function reopenOutboundTask(tx: Queryable, taskId: string): Promise<void> {
  await tx.query(`UPDATE outbound_tasks SET ${REOPENED} WHERE id = $1`, [taskId])
}

type ColleagueRow = {
  account_id: string
  name: string
  signed_in: boolean
  on_call: boolean
  watching: boolean
}

/** The tenant's signed-in agents (or one of them), with whether each is on a call or watching one. */
export async function listSignedInAgents(
  tx: Queryable,
  onlyAccountId: string | null,
): Promise<{ accountId: string; name: string; signedIn: boolean; onCall: boolean; watching: boolean }[]> {
  const { rows } = await tx.query<ColleagueRow>(
    `SELECT a.account_id, s.name, a.signed_in,
       (r.id IS NOT NULL AND r.status NOT IN ('INBOUND_NOT_ACTIVE', 'MANUAL_NOT_ACTIVE', 'MANUAL_CANCELING')) AS on_call,
       a.monitored_call_id IS NOT NULL AS watching
     FROM cti_agents a JOIN staff_accounts s ON s.id = a.account_id
     LEFT JOIN call_records r ON r.id = a.current_call_id
     WHERE a.signed_in AND ($1::text IS NULL OR a.account_id::text = $1)
     ORDER BY s.name`,
    [onlyAccountId],
  )
  return rows.map((row) => ({
    accountId: row.account_id,
    name: row.name,
    signedIn: row.signed_in,
    onCall: row.on_call,
    watching: row.watching,
  }))
}

/** The tenant a code names, before any tenant is set (the operator's command). */
export async function tenantIdByCode(db: Queryable, code: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string | null }>('SELECT cti_tenant_by_code($1) AS id', [code])
  return rows[0]?.id ?? undefined
}

export async function skillGroupIdByName(tx: Queryable, name: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM skill_groups WHERE name = $1', [name])
  return rows[0]?.id
}

/** The member of the tenant who logs in as `login` (e-mail or employee number). */
export async function memberIdByLogin(tx: Queryable, login: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT s.id FROM staff_accounts s JOIN tenant_members m ON m.account_id = s.id
     WHERE lower(s.email) = lower($1) OR lower(s.employee_no) = lower($1)`,
    [login],
  )
  return rows[0]?.id
}

/** The mobile on a member's staff record (the mobile sign-in's default); null when it has none. */
export async function memberPhone(tx: Queryable, accountId: string): Promise<string | null> {
  const { rows } = await tx.query<{ phone: string | null }>(
    `SELECT s.phone FROM staff_accounts s JOIN tenant_members m ON m.account_id = s.id WHERE s.id = $1`,
    [accountId],
  )
  return rows[0]?.phone ?? null
}

/** A member's name, for the audit trail (any text may be asked about: it is never cast); null when none. */
export async function memberName(tx: Queryable, accountId: string | null): Promise<string | null> {
  if (!accountId) return null
  const { rows } = await tx.query<{ name: string }>(
    `SELECT s.name FROM staff_accounts s JOIN tenant_members m ON m.account_id = s.id WHERE s.id::text = $1`,
    [accountId],
  )
  return rows[0]?.name ?? null
}
