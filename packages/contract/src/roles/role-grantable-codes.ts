import { PERMISSION_CATALOGUE } from '../access/permission-catalogue'
import { roleGrantedPermissionCodes } from '../access/permissions-by-group'

/** The catalogue codes a role may grant: every role-granted group's (module codes and the defaults aside). */
export const ROLE_GRANTABLE_CATALOGUE_CODES: readonly string[] =
  roleGrantedPermissionCodes(PERMISSION_CATALOGUE)

/**
 * The first code a role may not grant, or null when all are known: a role grants the catalogue's role-granted
 * codes and the codes of the tenant's menu entries.
 * @example firstUnknownRoleCode(['portal.tool', 'kmp'], ['kmp']) // null; firstUnknownRoleCode(['x'], []) // 'x'
 */
export function firstUnknownRoleCode(codes: readonly string[], menuCodes: readonly string[]): string | null {
  const known = new Set([...ROLE_GRANTABLE_CATALOGUE_CODES, ...menuCodes])
  return codes.find((code) => !known.has(code)) ?? null
}
