import type { AcwMode, nameOnlyFormSchema } from '@portal/contract'
import type { z } from 'zod'
import type { Queryable } from '../../../db/database'
import type { ReferenceTable } from '../../../db/reference-table-repository'

/** The tenant's rest reasons (each a 小休 status SLEEP-{name}), keyed by their name, in the switcher's order. */
export const REST_REASON_TABLE: ReferenceTable<z.output<typeof nameOnlyFormSchema>> = {
  table: 'rest_reasons',
  idColumn: 'name',
  select: { name: 't.name' },
  write: (form) => ({ name: form.name }),
  positionColumn: 'position',
  orderBy: 't.position, t.name',
}

/** How many of these accounts are members of the current tenant. */
export async function countTenantMembers(tx: Queryable, accountIds: string[]): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    'SELECT count(DISTINCT account_id)::int AS count FROM tenant_members WHERE account_id = ANY ($1::uuid[])',
    [accountIds],
  )
  return rows[0]?.count ?? 0
}

/** How many calls (queued or past) name the skill group. */
export async function countSkillGroupCalls(tx: Queryable, groupId: string): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM call_records WHERE skill_group_id::text = $1',
    [groupId],
  )
  return rows[0]?.count ?? 0
}

/** The tenant's staff, to choose skill group members from. */
export async function listTenantStaff(tx: Queryable): Promise<{ id: string; name: string }[]> {
  const { rows } = await tx.query<{ id: string; name: string }>(
    `SELECT s.id::text AS id, s.name FROM tenant_members m JOIN staff_accounts s ON s.id = m.account_id
     ORDER BY s.name, s.id`,
  )
  return rows
}

/**
 * The after-call work of a skill group's calls: its mode, and its seconds (null: the tenant's setting); undefined
 * for no group (an outbound call).
 */
export async function skillGroupAcw(
  tx: Queryable,
  groupId: string | null,
): Promise<{ mode: AcwMode; seconds: number | null } | undefined> {
  if (!groupId) return undefined
  const { rows } = await tx.query<{ mode: AcwMode; seconds: number | null }>(
    'SELECT acw_mode AS mode, acw_seconds AS seconds FROM skill_groups WHERE id = $1',
    [groupId],
  )
  return rows[0]
}
