import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  assignMemberRoleRoute,
  createRoleRoute,
  deleteRoleRoute,
  moveRoleMembersRoute,
  roleListRoute,
  roleMenuCodesRoute,
  updateRoleRoute,
} from '@portal/contract'
import { AppError, notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { recordAudit } from '../audit/audit-trail'
import { announceAccessChange } from './access-change'
import { guardingGrants } from './grant-guard'
import {
  deleteRole,
  findRole,
  listMenuCodes,
  listRoles,
  memberRoleId,
  moveRoleMembers,
  roleMemberIds,
  setMemberRole,
} from './role-repository'
import { auditedRole, keepingRoleAdministrator, saveRole } from './role-service'

/** After the change committed: the affected members' open pages read their access again. */
const announce = (request: FastifyRequest, accountIds: readonly string[]) =>
  announceAccessChange(request.server, request.session?.tenantId ?? '', accountIds)

/** The tenant's roles (设置 > 角色管理): list, create, edit, delete, move a role's members, give a member a role. */
export async function roleRoutes(app: FastifyInstance) {
  serveRoute(app, roleListRoute, async ({ request }) => request.withTenant(listRoles))

  serveRoute(app, roleMenuCodesRoute, async ({ request }) => request.withTenant(listMenuCodes))

  serveRoute(app, createRoleRoute, async ({ body, request }) => {
    const { role } = await guardingGrants(request, (tx, changed, guard) =>
      saveRole(tx, changed, guard, request, null, body),
    )
    return role
  })

  serveRoute(app, updateRoleRoute, async ({ params, body, request }) => {
    const { role, affected } = await guardingGrants(request, (tx, changed, guard) =>
      saveRole(tx, changed, guard, request, params.id, body),
    )
    await announce(request, affected)
    return role
  })

  serveRoute(app, deleteRoleRoute, async ({ params, request }) => {
    await request.withTenant(async (tx, changed) => {
      const role = await findRole(tx, params.id)
      if (!role) throw notFound()
      if (role.memberCount > 0)
        throw new AppError('FAILURE', 'role.inUse', 409, {
          params: { count: String(role.memberCount) },
          data: { memberCount: role.memberCount },
        })
      await deleteRole(tx, role.id)
      changed()
      await recordAudit(tx, request, {
        action: 'role.delete',
        targetType: 'role',
        targetId: role.id,
        targetName: role.name,
        before: auditedRole(role),
      })
    })
    return null
  })

  serveRoute(app, moveRoleMembersRoute, async ({ params, body, request }) => {
    if (params.id === body.targetRoleId) throw new AppError('FAILURE', 'role.moveToSame', 400)
    const moved = await guardingGrants(request, async (tx, changed, guard) => {
      const [from, to] = [await findRole(tx, params.id), await findRole(tx, body.targetRoleId)]
      if (!from || !to) throw notFound()
      await guard.assignRole({
        toRoleId: to.id,
        accountIds: await roleMemberIds(tx, from.id),
        target: { type: 'role', id: from.id, name: from.name },
      })
      const accountIds = await keepingRoleAdministrator(tx, () => moveRoleMembers(tx, from.id, to.id))
      for (const accountId of accountIds) changed({ accountId })
      await recordAudit(tx, request, {
        action: 'role.moveMembers',
        targetType: 'role',
        targetId: from.id,
        targetName: from.name,
        before: { roleId: from.id, role: from.code, accountIds },
        after: { roleId: to.id, role: to.code, accountIds },
      })
      return accountIds
    })
    await announce(request, moved)
    return { moved: moved.length }
  })

  serveRoute(app, assignMemberRoleRoute, async ({ params, body, request }) => {
    const isChanged = await guardingGrants(request, async (tx, changed, guard) => {
      const [fromId, to] = [await memberRoleId(tx, params.accountId), await findRole(tx, body.roleId)]
      if (!fromId || !to) throw notFound()
      if (fromId === to.id) return false
      await guard.assignRole({
        toRoleId: to.id,
        accountIds: [params.accountId],
        target: { type: 'staff', id: params.accountId },
      })
      const from = await findRole(tx, fromId)
      await keepingRoleAdministrator(tx, () => setMemberRole(tx, params.accountId, to.id))
      changed({ accountId: params.accountId })
      await recordAudit(tx, request, {
        action: 'staff.assignRole',
        targetType: 'staff',
        targetId: params.accountId,
        before: { roleId: fromId, role: from?.code ?? null, permissions: from?.permissions ?? [] },
        after: { roleId: to.id, role: to.code, permissions: to.permissions },
      })
      return true
    })
    if (isChanged) await announce(request, [params.accountId])
    return null
  })
}
