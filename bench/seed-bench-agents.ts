import type pg from 'pg'
import { SESSION_COOKIE_NAME } from '@portal/contract'
import { hashPassword } from '../apps/server/src/modules/accounts/password-hashing'
import { mintSessionToken } from '../apps/server/src/modules/sessions/session-token'

/**
 * Adds `count` agents (or holders of another role, by its code) to a tenant, each with a full session of a
 * day, so that many push sockets can connect without as many logins. The accounts cannot log in: their password hash matches no password.
 * @returns each agent's session cookie (`portal_sid=...`)
 * @example const cookies = await seedBenchAgents(owner, demoTenantId, 1000)
 */
export async function seedBenchAgents(
  owner: pg.ClientBase,
  tenantId: string,
  count: number,
  roleCode = 'agent',
): Promise<string[]> {
  const { rows: accounts } = await owner.query<{ id: string }>(
    `INSERT INTO staff_accounts (email, name, password_hash)
     SELECT format('bench-agent-%s@bench.invalid', lpad(n::text, 4, '0')), format('压测坐席 %s', n), '!bench'
     FROM generate_series(1, $1::int) AS n
     RETURNING id`,
    [count],
  )
  const accountIds = accounts.map((row) => row.id)
  await addMembers(owner, tenantId, accountIds, roleCode)
  const sessions = accountIds.map(() => mintSessionToken())
  const hashes = sessions.map(({ hash }) => hash.toString('hex'))
  await owner.query(
    `INSERT INTO sessions (tenant_id, account_id, token_hash, expires_at, stage)
     SELECT $1, account_id, decode(hash, 'hex'), now() + interval '1 day', 'full'
     FROM unnest($2::uuid[], $3::text[]) AS s (account_id, hash)`,
    [tenantId, accountIds, hashes],
  )
  return sessions.map(({ token }) => `${SESSION_COOKIE_NAME}=${token}`)
}

/**
 * Adds `count` agents to a tenant who log in with `password` (one argon2id hash, as the portal makes it, shared by
 * all), so that a login figure can run many accounts at once: one account allows three attempts at a time.
 * @returns their login names
 * @example const accounts = await seedBenchLoginAccounts(owner, demoTenantId, 8, 'Bench@2026')
 */
export async function seedBenchLoginAccounts(
  owner: pg.ClientBase,
  tenantId: string,
  count: number,
  password: string,
): Promise<string[]> {
  const { rows } = await owner.query<{ id: string; email: string }>(
    `INSERT INTO staff_accounts (email, name, password_hash)
     SELECT format('bench-login-%s@bench.invalid', lpad(n::text, 2, '0')), format('压测登录 %s', n), $2
     FROM generate_series(1, $1::int) AS n
     RETURNING id, email`,
    [count, await hashPassword(password)],
  )
  await addMembers(
    owner,
    tenantId,
    rows.map((row) => row.id),
    'agent',
  )
  return rows.map((row) => row.email)
}

async function addMembers(owner: pg.ClientBase, tenantId: string, accountIds: string[], roleCode: string) {
  await owner.query(
    `INSERT INTO tenant_members (tenant_id, account_id, role_id, protocol_agreed_at)
     SELECT $1, unnest($2::uuid[]), (SELECT id FROM roles WHERE tenant_id = $1 AND code = $3), now()`,
    [tenantId, accountIds, roleCode],
  )
}
