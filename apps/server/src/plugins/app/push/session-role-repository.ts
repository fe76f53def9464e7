import type { Database } from '../../../db/database'

/**
 * The roles of a session's account in its tenant, read when its push socket connects and when the member's role may
 * have changed (see `followSocketRoles`), so that role audiences cost nothing per message.
 */
export async function loadSessionRoleIds(
  db: Database,
  tenantId: string,
  accountId: string,
): Promise<string[]> {
  const { rows } = await db.withTenant(tenantId, (tx) =>
    tx.query<{ role_id: string }>('SELECT role_id FROM tenant_members WHERE account_id = $1', [accountId]),
  )
  return rows.map((row) => row.role_id)
}
