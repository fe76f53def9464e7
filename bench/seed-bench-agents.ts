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
  const agents = await seedBenchAgentSessions(owner, tenantId, { count, kind: 'agent', roleCode })
  return agents.map((agent) => agent.cookie)
}

/** A seeded account and the cookie of its session. */
export type BenchAgentSession = { accountId: string; cookie: string }

/**
 * As seedBenchAgents, for a set of agents of its own (`kind` names their accounts `bench-{kind}-NNNN`), and
 * answering each agent's account id beside the cookie.
 * @example const agents = await seedBenchAgentSessions(owner, demoTenantId, { count: 200, kind: 'cti', roleCode: 'agent' })
 */
export async function seedBenchAgentSessions(
  owner: pg.ClientBase,
  tenantId: string,
  agents: { count: number; kind: string; roleCode: string },
): Promise<BenchAgentSession[]> {
  // A hash no password matches: these accounts only ever use the sessions made here.
  const accounts = await addAccounts(owner, tenantId, { ...agents, name: '压测坐席' }, '!bench')
  const accountIds = accounts.map((row) => row.id)
  const sessions = accountIds.map(() => mintSessionToken())
  const hashes = sessions.map(({ hash }) => hash.toString('hex'))
  await owner.query(
    `INSERT INTO sessions (tenant_id, account_id, token_hash, expires_at, stage)
     SELECT $1, account_id, decode(hash, 'hex'), now() + interval '1 day', 'full'
     FROM unnest($2::uuid[], $3::text[]) AS s (account_id, hash)`,
    [tenantId, accountIds, hashes],
  )
  return sessions.map(({ token }, index) => ({
    accountId: accountIds[index] ?? '',
    cookie: `${SESSION_COOKIE_NAME}=${token}`,
  }))
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
  const accounts = await addAccounts(
    owner,
    tenantId,
    { count, kind: 'login', name: '压测登录', roleCode: 'agent' },
    await hashPassword(password),
  )
  return accounts.map((row) => row.email)
}

/** `count` accounts `bench-{kind}-NNNN@bench.invalid` with one password hash, members of the tenant in a role. */
async function addAccounts(
  owner: pg.ClientBase,
  tenantId: string,
  accounts: { count: number; kind: string; name: string; roleCode: string },
  passwordHash: string,
): Promise<{ id: string; email: string }[]> {
  const { rows } = await owner.query<{ id: string; email: string }>(
    `INSERT INTO staff_accounts (email, name, password_hash)
     SELECT format('bench-%s-%s@bench.invalid', $2::text, lpad(n::text, 4, '0')), format('%s %s', $3::text, n), $4
     FROM generate_series(1, $1::int) AS n
     RETURNING id, email`,
    [accounts.count, accounts.kind, accounts.name, passwordHash],
  )
  await owner.query(
    `INSERT INTO tenant_members (tenant_id, account_id, role_id, protocol_agreed_at)
     SELECT $1, unnest($2::uuid[]), (SELECT id FROM roles WHERE tenant_id = $1 AND code = $3), now()`,
    [tenantId, rows.map((row) => row.id), accounts.roleCode],
  )
  return rows
}
