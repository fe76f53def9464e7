import type { Locale, StaffStatus } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { likePattern } from '../../lib/like-pattern'

/** A member (or a pending invitation) as the staff list shows it, read in the current tenant. */
export type StaffRow = {
  id: string
  name: string
  email: string | null
  employee_no: string | null
  phone: string | null
  account_status: 'active' | 'stopped' | 'invited'
  is_locked: boolean
  role_id: string
  role_name: string
  skill_groups: { id: string; name: string }[]
  last_login_at: Date | null
  total: string
}

const roleName = (locale: Locale) => (locale === 'en-US' ? 'COALESCE(r.name_en, r.name)' : 'r.name')

const SELECT_MEMBER = (locale: Locale) => `
  SELECT a.id, a.name, a.email, a.employee_no, a.phone, a.status AS account_status,
    a.id IN (SELECT account_id FROM staff_locked_accounts()) AS is_locked,
    r.id AS role_id, ${roleName(locale)} AS role_name,
    COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name)
      FROM skill_group_members sm JOIN skill_groups g ON g.id = sm.skill_group_id
      WHERE sm.account_id = a.id), '[]'::json) AS skill_groups,
    (SELECT max(s.created_at) FROM sessions s WHERE s.account_id = a.id AND s.stage = 'full') AS last_login_at,
    count(*) OVER () AS total
  FROM tenant_members m JOIN staff_accounts a ON a.id = m.account_id JOIN roles r ON r.id = m.role_id`

/**
 * Members and pending invitations as one list: an invitation shows what the administrator typed, whoever the
 * e-mail belongs to (a new person and an account of another tenant look alike).
 */
const SELECT_LIST = (locale: Locale) => `
  WITH listed AS (
    SELECT a.id, a.name, a.email, a.employee_no, a.phone, a.status AS account_status,
      a.id IN (SELECT account_id FROM staff_locked_accounts()) AS is_locked, m.role_id,
      COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name)
        FROM skill_group_members sm JOIN skill_groups g ON g.id = sm.skill_group_id
        WHERE sm.account_id = a.id), '[]'::json) AS skill_groups,
      (SELECT max(s.created_at) FROM sessions s WHERE s.account_id = a.id AND s.stage = 'full') AS last_login_at,
      m.created_at
    FROM tenant_members m JOIN staff_accounts a ON a.id = m.account_id
    UNION ALL
    SELECT i.id, i.name, i.email, i.employee_no, i.phone, 'invited', false, i.role_id,
      COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name)
        FROM skill_groups g WHERE g.id = ANY (i.skill_group_ids)), '[]'::json),
      NULL::timestamptz, i.created_at
    FROM staff_invitations i)
  SELECT l.id, l.name, l.email, l.employee_no, l.phone, l.account_status, l.is_locked, r.id AS role_id,
    ${roleName(locale)} AS role_name, l.skill_groups, l.last_login_at, count(*) OVER () AS total
  FROM listed l JOIN roles r ON r.id = l.role_id`

const STATUS_FILTER: Record<StaffStatus, string> = {
  active: "l.account_status = 'active' AND NOT l.is_locked",
  disabled: "l.account_status = 'stopped'",
  locked: "l.account_status = 'active' AND l.is_locked",
  invited: "l.account_status = 'invited'",
}

export type StaffQuery = {
  keyword?: string | undefined
  status?: StaffStatus | undefined
  page: number
  pageSize: number
}

/**
 * The tenant's members and pending invitations matching a keyword (name, e-mail, employee number, phone) and
 * status, newest first.
 */
export async function listStaff(tx: Queryable, query: StaffQuery, locale: Locale): Promise<StaffRow[]> {
  const status = query.status ? `AND ${STATUS_FILTER[query.status]}` : ''
  const { rows } = await tx.query<StaffRow>(
    `${SELECT_LIST(locale)}
     WHERE ($1::text IS NULL OR l.name ILIKE $1 OR l.email ILIKE $1 OR l.employee_no ILIKE $1 OR l.phone ILIKE $1)
     ${status}
     ORDER BY l.created_at DESC, l.id LIMIT $2 OFFSET $3`,
    [likePattern(query.keyword), query.pageSize, (query.page - 1) * query.pageSize],
  )
  return rows
}

/** One row of the staff list (a member or a pending invitation) of the current tenant, or null. */
export async function findListedStaff(tx: Queryable, id: string, locale: Locale): Promise<StaffRow | null> {
  const { rows } = await tx.query<StaffRow>(`${SELECT_LIST(locale)} WHERE l.id = $1`, [id])
  return rows[0] ?? null
}

/** One member of the current tenant, or null (row-level security hides every other tenant's). */
export async function findStaffMember(tx: Queryable, id: string, locale: Locale): Promise<StaffRow | null> {
  const { rows } = await tx.query<StaffRow>(`${SELECT_MEMBER(locale)} WHERE a.id = $1`, [id])
  return rows[0] ?? null
}

/** The tenant's roles and skill groups, for the staff form. */
export async function listStaffOptions(tx: Queryable, locale: Locale) {
  const roles = await tx.query<{ id: string; name: string }>(
    `SELECT r.id, ${roleName(locale)} AS name FROM roles r ORDER BY r.code`,
  )
  const skillGroups = await tx.query<{ id: string; name: string }>(
    'SELECT id, name FROM skill_groups ORDER BY name',
  )
  return { roles: roles.rows, skillGroups: skillGroups.rows }
}

/** How many of the given skill groups exist in the current tenant. */
export async function countKnownSkillGroups(tx: Queryable, ids: readonly string[]): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM skill_groups WHERE id = ANY($1::uuid[])',
    [ids],
  )
  return rows[0]?.count ?? 0
}

export async function isTenantRole(tx: Queryable, roleId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM roles WHERE id = $1', [roleId])
  return rows.length > 0
}

export async function isPhoneTaken(tx: Queryable, phone: string, accountId: string): Promise<boolean> {
  const { rows } = await tx.query<{ taken: boolean }>('SELECT staff_phone_taken($1, $2) AS taken', [
    phone,
    accountId,
  ])
  return rows[0]?.taken ?? false
}

/** Whether the account is also a member of another tenant (its status, name and phone are then shared). */
export async function isSharedAccount(tx: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await tx.query<{ shared: boolean }>('SELECT staff_account_is_shared($1) AS shared', [
    accountId,
  ])
  return rows[0]?.shared ?? false
}

export async function updateStaffAccount(
  tx: Queryable,
  id: string,
  change: { name: string; phone: string | null; roleId: string },
): Promise<void> {
  await tx.query('UPDATE staff_accounts SET name = $2, phone = $3, updated_at = now() WHERE id = $1', [
    id,
    change.name,
    change.phone,
  ])
  await tx.query('UPDATE tenant_members SET role_id = $2 WHERE account_id = $1', [id, change.roleId])
}

/** Puts the member in exactly these skill groups of the current tenant. */
export async function replaceSkillGroups(tx: Queryable, accountId: string, ids: readonly string[]) {
  await tx.query(
    'DELETE FROM skill_group_members WHERE account_id = $1 AND NOT (skill_group_id = ANY($2::uuid[]))',
    [accountId, ids],
  )
  await tx.query(
    `INSERT INTO skill_group_members (tenant_id, skill_group_id, account_id)
     SELECT current_tenant_id(), id, $1 FROM skill_groups WHERE id = ANY($2::uuid[])
     ON CONFLICT DO NOTHING`,
    [accountId, ids],
  )
}

export async function setAccountStatus(tx: Queryable, id: string, status: 'active' | 'stopped') {
  await tx.query('UPDATE staff_accounts SET status = $2, updated_at = now() WHERE id = $1', [id, status])
}
