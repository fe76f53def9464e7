import { z } from 'zod'

/** A role's code: what the tenant's roles are told apart by (letters, digits, `_`, `-`, `.`). */
export const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/
export const ROLE_CODE_MAX_LENGTH = 64
export const ROLE_NAME_MAX_LENGTH = 50
/** More codes than the catalogue and a large menu hold together: a body past it is not a role. */
export const ROLE_PERMISSIONS_MAX = 1000

/** A role of the tenant as its administrator sees it: names, the codes it grants, and how many members hold it. */
export const roleSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  memberCount: z.number().int(),
  permissions: z.array(z.string()),
})
export type Role = z.infer<typeof roleSchema>

/** A role as its administrator saves it: the codes ticked in the editor (the server refuses an unknown one). */
export const roleFormSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'role.codeRequired')
    .max(ROLE_CODE_MAX_LENGTH, 'role.codeInvalid')
    .regex(ROLE_CODE_PATTERN, 'role.codeInvalid'),
  name: z.string().trim().min(1, 'role.nameRequired').max(ROLE_NAME_MAX_LENGTH, 'role.nameTooLong'),
  nameEn: z.string().trim().max(ROLE_NAME_MAX_LENGTH, 'role.nameTooLong').default(''),
  permissions: z.array(z.string().min(1).max(200)).max(ROLE_PERMISSIONS_MAX),
})
export type RoleForm = z.input<typeof roleFormSchema>

/**
 * One entry of the tenant's menu as the role editor offers it: its code (a permission code too), its names, and
 * its parent's code; in menu order, a parent before its children.
 */
export const menuPermissionEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  parentCode: z.string().nullable(),
})
export type MenuPermissionEntry = z.infer<typeof menuPermissionEntrySchema>

/** Where its members go before a role is deleted. */
export const moveRoleMembersSchema = z.object({ targetRoleId: z.uuid() })

/** The role one member is given. */
export const assignRoleSchema = z.object({ roleId: z.uuid() })
