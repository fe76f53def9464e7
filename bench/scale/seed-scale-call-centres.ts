import type pg from 'pg'
import { seedBenchAgentSessions, type BenchAgentSession } from '../seed-bench-agents'
import { seedBenchCallCentre, type BenchCallCentre } from '../seed-bench-call-centre'
import { seedBenchTenants } from '../seed-bench-tenants'
import type { ScaleSize } from './scale-size'

/**
 * One tenant's call centre in the scale bench: agents taking its calls in one skill group, agents changing status
 * in another (no call is placed there, so a change never meets a ringing call), and a supervisor of both who places
 * the calls, watches the board and publishes the announcements.
 */
export type ScaleTenant = {
  tenantId: string
  supervisor: BenchAgentSession
  calls: BenchCallCentre
  status: BenchCallCentre
}

/** The share of each tenant's agents who change status rather than take calls: 200 of 2,000. */
const STATUS_AGENT_SHARE = 0.1

/**
 * Writes the scale bench's tenants beside the demo data in one transaction of set-based statements: the demo tenant
 * and `size.tenants - 1` more, `size.agents` agents spread evenly over them, each with a session of a day.
 * @example const tenants = await seedDataStore({ databaseUrl }, (owner) => seedScaleCallCentres(owner, size))
 */
export async function seedScaleCallCentres(owner: pg.ClientBase, size: ScaleSize): Promise<ScaleTenant[]> {
  await owner.query('BEGIN')
  try {
    const tenantIds = await seedBenchTenants(owner, size.tenants - 1)
    const tenants: ScaleTenant[] = []
    for (const [index, tenantId] of tenantIds.entries()) {
      const agents = Math.floor(size.agents / size.tenants) + (index < size.agents % size.tenants ? 1 : 0)
      const statusAgents = Math.max(1, Math.round(agents * STATUS_AGENT_SHARE))
      const tag = String(index + 1).padStart(2, '0')
      const [supervisor] = await seedBenchAgentSessions(owner, tenantId, {
        count: 1,
        kind: `supervisor-${tag}`,
        roleCode: 'administrator',
      })
      if (!supervisor) throw new Error(`tenant ${tag} got no supervisor`)
      const group = { supervisorAccountId: supervisor.accountId }
      tenants.push({
        tenantId,
        supervisor,
        calls: await seedBenchCallCentre(owner, tenantId, agents - statusAgents, {
          ...group,
          kind: `calls-${tag}`,
        }),
        status: await seedBenchCallCentre(owner, tenantId, statusAgents, {
          ...group,
          kind: `status-${tag}`,
          skillGroup: '压测状态组',
        }),
      })
    }
    await owner.query('COMMIT')
    await owner.query('ANALYZE')
    return tenants
  } catch (error) {
    await owner.query('ROLLBACK')
    throw error
  }
}
