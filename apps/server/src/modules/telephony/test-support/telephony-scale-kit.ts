import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'

type DataStore = TestApp['store']

/**
 * Adds `count` agents to one of Demo Co.'s skill groups, as the owner: logins {prefix}01, {prefix}02..., each with
 * agent01's password and role.
 * @returns their logins
 */
export async function seedScaleAgents(
  store: DataStore,
  count: number,
  { prefix, skillGroup }: { prefix: string; skillGroup: string },
): Promise<string[]> {
  const rows = await ownerQuery<{ login: string }>(
    store,
    `WITH tenant AS (SELECT id FROM tenants WHERE code = 'demo'),
     accounts AS (INSERT INTO staff_accounts (employee_no, name, password_hash)
       SELECT $2 || lpad(n::text, 2, '0'), '压测坐席' || $2 || n,
         (SELECT password_hash FROM staff_accounts WHERE employee_no = 'agent01')
       FROM generate_series(1, $1::int) AS n RETURNING id, employee_no),
     members AS (INSERT INTO tenant_members (tenant_id, account_id, role_id, protocol_agreed_at)
       SELECT tenant.id, accounts.id, (SELECT id FROM roles WHERE tenant_id = tenant.id AND code = 'agent'), now()
       FROM tenant, accounts),
     groups AS (INSERT INTO skill_group_members (tenant_id, skill_group_id, account_id)
       SELECT tenant.id, (SELECT id FROM skill_groups WHERE tenant_id = tenant.id AND name = $3), accounts.id
       FROM tenant, accounts)
     SELECT employee_no AS login FROM accounts ORDER BY employee_no`,
    [count, prefix, skillGroup],
  )
  return rows.map((row) => row.login)
}
