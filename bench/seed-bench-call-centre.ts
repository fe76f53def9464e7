import type pg from 'pg'
import { simulatorNumberFor } from '../apps/server/src/modules/call-centre/new-tenant/simulator-number'
import { DEMO_ADMIN } from './login-throughput'
import { seedBenchAgentSessions, type BenchAgentSession } from './seed-bench-agents'

/** A skill group of the bench's own and its agents, each with a session for their push socket and commands. */
export type BenchCallCentre = { skillGroupId: string; agents: BenchAgentSession[] }

/** The bench's skill group: the telephony figures route every call into it, and nobody else is in it. */
const BENCH_SKILL_GROUP = '压测技能组'

/**
 * How a skill group is seeded: its name, the name its agents' accounts carry (`bench-{kind}-NNNN`, unique across
 * tenants), and its supervisor, a member who never signs in to take calls (the demo admin unless named).
 */
export type BenchCallCentreOptions = { skillGroup?: string; kind?: string; supervisorAccountId?: string }

/**
 * Adds `count` agents to the tenant, all in a skill group of their own, and lifts the tenant's seat limit so
 * every one of them can sign in besides the demo's agents; a tenant with no number in service gets its simulator
 * number (signing in needs one). The supervisor joins the group too: a supervisor's board shows the groups they
 * are a member of. Signing in and choosing READY is left to the bench, through the portal's routes.
 * @example const callCentre = await seedBenchCallCentre(owner, demoTenantId, 200)
 * @example await seedBenchCallCentre(owner, tenantId, 90, { kind: 'calls-07', supervisorAccountId })
 */
export async function seedBenchCallCentre(
  owner: pg.ClientBase,
  tenantId: string,
  count: number,
  options: BenchCallCentreOptions = {},
): Promise<BenchCallCentre> {
  const agents = await seedBenchAgentSessions(owner, tenantId, {
    count,
    kind: options.kind ?? 'cti',
    roleCode: 'agent',
  })
  const { rows } = await owner.query<{ id: string }>(
    'INSERT INTO skill_groups (tenant_id, name) VALUES ($1, $2) RETURNING id',
    [tenantId, options.skillGroup ?? BENCH_SKILL_GROUP],
  )
  const skillGroupId = rows[0]?.id
  if (!skillGroupId) throw new Error('the bench skill group was not created')
  await owner.query(
    `INSERT INTO skill_group_members (tenant_id, skill_group_id, account_id)
     SELECT $1, $2, unnest($3::uuid[])`,
    [tenantId, skillGroupId, agents.map((agent) => agent.accountId)],
  )
  // Never signed in to take calls, the supervisor is never offered one of the group's calls.
  await owner.query(
    `INSERT INTO skill_group_members (tenant_id, skill_group_id, account_id)
     SELECT $1, $2, id FROM staff_accounts WHERE id::text = $3 OR ($3 IS NULL AND lower(email) = $4)`,
    [tenantId, skillGroupId, options.supervisorAccountId ?? null, DEMO_ADMIN.account],
  )
  // The demo's limit is a handful of seats; NULL means no limit.
  await owner.query('UPDATE tenants SET speech_seat_limit = NULL WHERE id = $1', [tenantId])
  await addSimulatorNumberIfNone(owner, tenantId)
  return { skillGroupId, agents }
}

async function addSimulatorNumberIfNone(owner: pg.ClientBase, tenantId: string) {
  const { rows } = await owner.query<{ code: string }>('SELECT code FROM tenants WHERE id = $1', [tenantId])
  await owner.query(
    `INSERT INTO did_numbers (tenant_id, number, name)
     SELECT $1, $2, '压测号码' WHERE NOT EXISTS (SELECT 1 FROM did_numbers WHERE tenant_id = $1 AND retired_at IS NULL)`,
    [tenantId, simulatorNumberFor(rows[0]?.code ?? tenantId)],
  )
}
