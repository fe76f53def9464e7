import type pg from 'pg'
import { DEMO_ADMIN } from './login-throughput'
import { seedBenchAgentSessions, type BenchAgentSession } from './seed-bench-agents'

/** A skill group of the bench's own and its agents, each with a session for their push socket and commands. */
export type BenchCallCentre = { skillGroupId: string; agents: BenchAgentSession[] }

/** The bench's skill group: the telephony figures route every call into it, and nobody else is in it. */
const BENCH_SKILL_GROUP = '压测技能组'

/**
 * Adds `count` agents to the tenant, all in a skill group of their own, and lifts the tenant's seat limit so
 * every one of them can sign in besides the demo's agents. The demo admin joins the group too, as its supervisor:
 * a supervisor's board shows the groups they are a member of. Signing in and choosing READY is left to the
 * bench, through the portal's routes.
 * @example const callCentre = await seedBenchCallCentre(owner, demoTenantId, 200)
 */
export async function seedBenchCallCentre(
  owner: pg.ClientBase,
  tenantId: string,
  count: number,
): Promise<BenchCallCentre> {
  const agents = await seedBenchAgentSessions(owner, tenantId, { count, kind: 'cti', roleCode: 'agent' })
  const { rows } = await owner.query<{ id: string }>(
    'INSERT INTO skill_groups (tenant_id, name) VALUES ($1, $2) RETURNING id',
    [tenantId, BENCH_SKILL_GROUP],
  )
  const skillGroupId = rows[0]?.id
  if (!skillGroupId) throw new Error('the bench skill group was not created')
  await owner.query(
    `INSERT INTO skill_group_members (tenant_id, skill_group_id, account_id)
     SELECT $1, $2, unnest($3::uuid[])`,
    [tenantId, skillGroupId, agents.map((agent) => agent.accountId)],
  )
  // Never signed in to take calls, the admin is never offered one of the group's calls.
  await owner.query(
    `INSERT INTO skill_group_members (tenant_id, skill_group_id, account_id)
     SELECT $1, $2, id FROM staff_accounts WHERE lower(email) = $3`,
    [tenantId, skillGroupId, DEMO_ADMIN.account],
  )
  // The demo's limit is a handful of seats; NULL means no limit.
  await owner.query('UPDATE tenants SET speech_seat_limit = NULL WHERE id = $1', [tenantId])
  return { skillGroupId, agents }
}
