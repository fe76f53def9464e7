import { SETTINGS_PERMISSIONS, type MenuPermissionEntry, type Role } from '@portal/contract'
import type { Queryable } from '../../db/database'

type RoleRow = {
  id: string
  code: string
  name: string
  name_en: string | null
  members: number
  codes: string[]
}

/** The tenant's roles with their codes (sorted) and member counts; one role with `id` when given. */
const SELECT_ROLES = `SELECT r.id, r.code, r.name, r.name_en,
    (SELECT count(*)::int FROM tenant_members m WHERE m.role_id = r.id) AS members,
    COALESCE((SELECT array_agg(p.permission_code ORDER BY p.permission_code) FROM role_permissions p
              WHERE p.role_id = r.id), '{}') AS codes
  FROM roles r`

const toRole = (row: RoleRow): Role => ({
  id: row.id,
  code: row.code,
  name: row.name,
  nameEn: row.name_en ?? '',
  memberCount: row.members,
  permissions: row.codes,
})

/** The current tenant's roles, by name. */
export async function listRoles(tx: Queryable): Promise<Role[]> {
  const { rows } = await tx.query<RoleRow>(`${SELECT_ROLES} ORDER BY r.name, r.code`)
  return rows.map(toRole)
}

/** One role of the current tenant, or null when it has none with that id. */
export async function findRole(tx: Queryable, id: string): Promise<Role | null> {
  const { rows } = await tx.query<RoleRow>(`${SELECT_ROLES} WHERE r.id = $1`, [id])
  return rows[0] ? toRole(rows[0]) : null
}

/** Whether another role of the current tenant already has the code. */
export async function isRoleCodeTaken(
  tx: Queryable,
  code: string,
  exceptId: string | null,
): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM roles WHERE code = $1 AND id IS DISTINCT FROM $2::uuid', [
    code,
    exceptId,
  ])
  return rows.length > 0
}

export type RoleValues = { code: string; name: string; nameEn: string; permissions: readonly string[] }

/** @returns the new role's id */
export async function insertRole(tx: Queryable, values: RoleValues): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO roles (tenant_id, code, name, name_en) VALUES (current_tenant_id(), $1, $2, $3) RETURNING id`,
    [values.code, values.name, values.nameEn || null],
  )
  const id = rows[0]?.id ?? ''
  await writeRoleCodes(tx, id, values.permissions)
  return id
}

/** Renames the role and replaces its codes. */
export async function updateRole(tx: Queryable, id: string, values: RoleValues): Promise<void> {
  await tx.query('UPDATE roles SET code = $2, name = $3, name_en = $4 WHERE id = $1', [
    id,
    values.code,
    values.name,
    values.nameEn || null,
  ])
  await tx.query(
    'DELETE FROM role_permissions WHERE role_id = $1 AND NOT (permission_code = ANY($2::text[]))',
    [id, values.permissions],
  )
  await writeRoleCodes(tx, id, values.permissions)
}

const writeRoleCodes = (tx: Queryable, id: string, codes: readonly string[]) =>
  tx.query(
    `INSERT INTO role_permissions (tenant_id, role_id, permission_code)
     SELECT current_tenant_id(), $1, code FROM unnest($2::text[]) AS code ON CONFLICT DO NOTHING`,
    [id, [...new Set(codes)]],
  )

/** Deletes a role no member holds (its codes go with it). */
export async function deleteRole(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM roles WHERE id = $1', [id])
}

/** The accounts holding the role. */
export async function roleMemberIds(tx: Queryable, roleId: string): Promise<string[]> {
  const { rows } = await tx.query<{ account_id: string }>(
    'SELECT account_id FROM tenant_members WHERE role_id = $1 ORDER BY account_id',
    [roleId],
  )
  return rows.map((row) => row.account_id)
}

/** Gives every member of one role another. @returns the accounts moved */
export async function moveRoleMembers(tx: Queryable, fromId: string, toId: string): Promise<string[]> {
  const { rows } = await tx.query<{ account_id: string }>(
    'UPDATE tenant_members SET role_id = $2 WHERE role_id = $1 RETURNING account_id',
    [fromId, toId],
  )
  return rows.map((row) => row.account_id)
}

/** The role a member of the current tenant holds, or null when the account is no member. */
export async function memberRoleId(tx: Queryable, accountId: string): Promise<string | null> {
  const { rows } = await tx.query<{ role_id: string }>(
    'SELECT role_id FROM tenant_members WHERE account_id = $1',
    [accountId],
  )
  return rows[0]?.role_id ?? null
}

export async function setMemberRole(tx: Queryable, accountId: string, roleId: string): Promise<void> {
  await tx.query('UPDATE tenant_members SET role_id = $2 WHERE account_id = $1', [accountId, roleId])
}

/** How many active members of the current tenant hold the code that administers roles. */
export async function countRoleAdministrators(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM tenant_members m
       JOIN role_permissions p ON p.role_id = m.role_id AND p.permission_code = $1
       JOIN staff_accounts a ON a.id = m.account_id AND a.status = 'active'`,
    [SETTINGS_PERMISSIONS.roles],
  )
  return rows[0]?.count ?? 0
}

/** The current tenant's menu entries in menu order, each with its parent's code: codes a role may grant. */
export async function listMenuCodes(tx: Queryable): Promise<MenuPermissionEntry[]> {
  const { rows } = await tx.query<{
    code: string
    name: string
    name_en: string | null
    parent_code: string | null
  }>(
    `SELECT m.resource_code AS code, m.name, m.name_en, p.resource_code AS parent_code
       FROM menu_resources m LEFT JOIN menu_resources p ON p.id = m.parent_id
      ORDER BY m.sort_order, m.resource_code`,
  )
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    nameEn: row.name_en ?? '',
    parentCode: row.parent_code,
  }))
}
