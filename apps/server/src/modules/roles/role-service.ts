import type { FastifyRequest } from 'fastify'
import { firstUnknownRoleCode, type Role, type roleFormSchema } from '@portal/contract'
import type { z } from 'zod'
import type { Queryable } from '../../db/database'
import type { StaleChange } from '../../db/stale/with-stale-notices'
import { AppError, notFound } from '../../lib/app-error'
import { recordAudit } from '../audit/audit-trail'
import type { GrantGuard } from './grant-guard'
import {
  countRoleAdministrators,
  findRole,
  insertRole,
  isRoleCodeTaken,
  listMenuCodes,
  roleMemberIds,
  updateRole,
} from './role-repository'

type RoleForm = z.output<typeof roleFormSchema>

/** What the audit trail keeps of a role: its names and its codes. */
export const auditedRole = (role: Role) => ({
  code: role.code,
  name: role.name,
  nameEn: role.nameEn,
  permissions: role.permissions,
})

/**
 * Runs a change to roles or members, then refuses it (rolling the transaction back) if it left no active member
 * holding the code that administers roles while one held it before: the tenant would lock itself out.
 */
export async function keepingRoleAdministrator<T>(tx: Queryable, change: () => Promise<T>): Promise<T> {
  const before = await countRoleAdministrators(tx)
  const result = await change()
  if (before > 0 && (await countRoleAdministrators(tx)) === 0)
    throw new AppError('FAILURE', 'role.lastAdministrator', 409)
  return result
}

/**
 * Creates a role (no id) or replaces one's names and codes, checking the code is free, every permission code
 * known and every code it gains the caller's own (the grant guard), and records it in the audit trail. Its role rows change what the tenant's members reach: `changed`
 * tells this process's caches once the transaction commits.
 * @returns the saved role and the members whose access changed
 */
export async function saveRole(
  tx: Queryable,
  changed: StaleChange,
  guard: GrantGuard,
  request: FastifyRequest,
  id: string | null,
  form: RoleForm,
): Promise<{ role: Role; affected: string[] }> {
  const before = id ? await findRole(tx, id) : null
  if (id && !before) throw notFound()
  const menuCodes = (await listMenuCodes(tx)).map((entry) => entry.code)
  const unknown = firstUnknownRoleCode(form.permissions, menuCodes)
  if (unknown !== null)
    throw new AppError('FAILURE', 'role.unknownPermission', 400, { params: { code: unknown.slice(0, 200) } })
  if (await isRoleCodeTaken(tx, form.code, id)) throw new AppError('FAILURE', 'role.codeTaken', 409)
  guard.setRoleCodes(id, before?.permissions ?? [], form.permissions, { type: 'role', id, name: form.name })
  const savedId = await keepingRoleAdministrator(tx, async () => {
    if (!id) return insertRole(tx, form)
    await updateRole(tx, id, form)
    return id
  })
  changed()
  const role = await findRole(tx, savedId)
  if (!role) throw notFound()
  await recordAudit(tx, request, {
    action: id ? 'role.update' : 'role.create',
    targetType: 'role',
    targetId: role.id,
    targetName: role.name,
    before: before && auditedRole(before),
    after: auditedRole(role),
  })
  const codesChanged = before?.permissions.join('\n') !== role.permissions.join('\n')
  return { role, affected: id && codesChanged ? await roleMemberIds(tx, id) : [] }
}
