import type { Locale } from '../core/locales'
import { PERMISSION_CATALOGUE, type PermissionCode } from './permission-catalogue'
import type { PermissionEntry } from './permission-entry'
import { PERMISSION_GROUPS, type PermissionGroup } from './permission-groups'

export type PermissionGroupListing = {
  group: PermissionGroup
  label: Record<Locale, string>
  isRoleGranted: boolean
  entries: readonly PermissionEntry<PermissionCode>[]
}

/**
 * The catalogue grouped as the portal shows it, groups and codes in catalogue order: what a role editor lists.
 * @example permissionsByGroup()[0] // { group: 'header', label: {...}, isRoleGranted: true, entries: [...] }
 */
export const permissionsByGroup = (): PermissionGroupListing[] =>
  (Object.keys(PERMISSION_GROUPS) as PermissionGroup[]).map((group) => ({
    group,
    ...PERMISSION_GROUPS[group],
    entries: PERMISSION_CATALOGUE.filter((entry) => entry.group === group),
  }))

/**
 * The codes a role can grant (module codes and the defaults aside), in the entries' order.
 * @example roleGrantedPermissionCodes(PERMISSION_CATALOGUE)[0] // 'portal.invite'
 */
export const roleGrantedPermissionCodes = <Code extends string>(
  entries: readonly PermissionEntry<Code>[],
): Code[] =>
  entries.filter((entry) => PERMISSION_GROUPS[entry.group].isRoleGranted).map((entry) => entry.code)
