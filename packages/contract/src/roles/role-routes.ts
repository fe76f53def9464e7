import { z } from 'zod'
import { SETTINGS_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import {
  assignRoleSchema,
  menuPermissionEntrySchema,
  moveRoleMembersSchema,
  roleFormSchema,
  roleSchema,
} from './role-schemas'

const roleParams = z.object({ id: z.uuid() })

export const roleListRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/portal/role/list',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.roles,
  response: z.array(roleSchema),
})

/** The tenant's menu entries, whose codes a role may grant beside the catalogue's role-granted groups. */
export const roleMenuCodesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/portal/role/menu-codes',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.roles,
  response: z.array(menuPermissionEntrySchema),
})

export const createRoleRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/portal/role',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.roles,
  body: roleFormSchema,
  response: roleSchema,
})

export const updateRoleRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/portal/role/:id',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.roles,
  params: roleParams,
  body: roleFormSchema,
  response: roleSchema,
})

/** Refused while any member holds the role (move them first). */
export const deleteRoleRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/portal/role/:id',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.roles,
  params: roleParams,
  response: z.null(),
})

/** Gives every member of the role another role; answers how many moved. */
export const moveRoleMembersRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/portal/role/:id/move-members',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.roles,
  params: roleParams,
  body: moveRoleMembersSchema,
  response: z.object({ moved: z.number().int() }),
})

/** Gives one member of the tenant a role. */
export const assignMemberRoleRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/portal/role/member/:accountId',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.roles,
  params: z.object({ accountId: z.uuid() }),
  body: assignRoleSchema,
  response: z.null(),
})
