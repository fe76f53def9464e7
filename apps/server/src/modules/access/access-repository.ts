import { DEFAULT_PERMISSION_CODES, productModuleCode, type ProductModule } from '@portal/contract'
import type { Queryable } from '../../db/database'

import type { Access } from '../../lib/request-context'

export type { Access } from '../../lib/request-context'

/**
 * What a user may reach in the current tenant: their role's permission codes, the §6 defaults, and a code for
 * each product module the tenant has ($dzfront_productModule_...).
 */
export async function loadAccess(tx: Queryable, accountId: string): Promise<Access> {
  const { rows } = await tx.query<{ codes: string[]; modules: string[] }>(
    `SELECT COALESCE((SELECT array_agg(p.permission_code) FROM tenant_members m
                      JOIN role_permissions p ON p.role_id = m.role_id WHERE m.account_id = $1), '{}') AS codes,
            (SELECT product_modules FROM tenants WHERE id = current_tenant_id()) AS modules`,
    [accountId],
  )
  const modules = new Set(rows[0]?.modules ?? [])
  const permissions = new Set([
    ...DEFAULT_PERMISSION_CODES,
    ...(rows[0]?.codes ?? []),
    ...[...modules].map((module) => productModuleCode(module as ProductModule)),
  ])
  return { permissions, modules }
}
