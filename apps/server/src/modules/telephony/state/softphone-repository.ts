import type { Queryable } from '../../../db/database'

/**
 * The SIP user an agent's softphone registers as in the session tenant: the tenant's code and the agent's
 * employee number (their account id when they have none), so one person in two tenants has two phones.
 * @example await softphoneUser(tx, accountId) // { user: 'demo.agent01', displayName: '坐席01' }
 */
export async function softphoneUser(
  tx: Queryable,
  accountId: string,
): Promise<{ user: string; displayName: string } | undefined> {
  const { rows } = await tx.query<{ user: string; display_name: string }>(
    `SELECT t.code || '.' || COALESCE(s.employee_no, replace(s.id::text, '-', '')) AS user, s.name AS display_name
     FROM tenants t JOIN tenant_members m ON m.tenant_id = t.id JOIN staff_accounts s ON s.id = m.account_id
     WHERE t.id = current_tenant_id() AND s.id = $1`,
    [accountId],
  )
  const row = rows[0]
  return row && { user: row.user, displayName: row.display_name }
}
