import { roleGrantedPermissionCodes } from './access/permissions-by-group'
import type { Domain } from './core/define-domain'
import { DOMAINS } from './domain-list'

/**
 * Every permission code a role can grant (module codes and the defaults aside), for an administrator who holds
 * them all.
 */
export const ALL_PERMISSION_CODES: readonly string[] = roleGrantedPermissionCodes(
  (DOMAINS as readonly Domain[]).flatMap((domain) => domain.permissions ?? []),
)
