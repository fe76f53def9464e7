import type { Queryable } from '../../db/database'

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

/** The tenant number asked for if it is the tenant's, else (nothing asked) the tenant's first; undefined if none. */
export async function pickDidNumber(tx: Queryable, asked: string | undefined): Promise<string | undefined> {
  const { rows } = await tx.query<{ number: string }>(
    'SELECT number FROM did_numbers WHERE $1::text IS NULL OR number = $1 ORDER BY position, number LIMIT 1',
    [asked ?? null],
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

export async function isTenantMember(tx: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM tenant_members WHERE account_id::text = $1', [accountId])
  return rows.length > 0
}

export async function customerPhone(tx: Queryable, customerId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ phone: string }>('SELECT phone FROM customers WHERE id::text = $1', [
    customerId,
  ])
  return rows[0]?.phone
}

/** The number of an open outbound task of the agent's. */
export async function openTaskPhone(
  tx: Queryable,
  taskId: string,
  accountId: string,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ phone: string }>(
    `SELECT phone FROM outbound_tasks WHERE id::text = $1 AND assignee_id = $2 AND status = 'pending'`,
    [taskId, accountId],
  )
  return rows[0]?.phone
}

/**
 * An outbound task follows its call: completed when the customer answered, else open again for another try
 * (§4: manual-canceling reverts the task).
 */
export async function settleOutboundTask(tx: Queryable, taskId: string, isAnswered: boolean): Promise<void> {
  await tx.query(
    isAnswered
      ? `UPDATE outbound_tasks SET status = 'done', handled_by = assignee_id, handled_at = now() WHERE id = $1`
      : `UPDATE outbound_tasks SET status = 'pending', handled_by = NULL, handled_at = NULL WHERE id = $1`,
    [taskId],
  )
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

/** A member's name, for the audit trail (any text may be asked about: it is never cast); null when none. */
export async function memberName(tx: Queryable, accountId: string | null): Promise<string | null> {
  if (!accountId) return null
  const { rows } = await tx.query<{ name: string }>(
    `SELECT s.name FROM staff_accounts s JOIN tenant_members m ON m.account_id = s.id WHERE s.id::text = $1`,
    [accountId],
  )
  return rows[0]?.name ?? null
}
