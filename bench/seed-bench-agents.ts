import type pg from 'pg'
import { SESSION_COOKIE_NAME } from '@portal/contract'
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
  await owner.query(
    `INSERT INTO tenant_members (tenant_id, account_id, role_id, protocol_agreed_at)
     SELECT $1, unnest($2::uuid[]), (SELECT id FROM roles WHERE tenant_id = $1 AND code = $3), now()`,
    [tenantId, accountIds, roleCode],
  )
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
