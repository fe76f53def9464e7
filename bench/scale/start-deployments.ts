import { startBalancedPortal } from '../../e2e/support/balanced-portal'
import { BENCH_PORTAL_ENV } from '../portal-env'
import { seedDataStore } from '../seed-data-store'
import { startPostgresPortal } from '../start-postgres-portal'
import type { Deployment } from './run-deployment'
import type { ScaleSize } from './scale-size'
import { seedScaleCallCentres, type ScaleTenant } from './seed-scale-call-centres'

export type StartedDeployment = Deployment & { stop: () => Promise<void> }

/** Runs a seed of the scale bench's tenants, saying how long it took. */
async function seedTimed(seed: () => Promise<ScaleTenant[]>): Promise<ScaleTenant[]> {
  const begin = performance.now()
  const tenants = await seed()
  const agents = tenants.reduce(
    (sum, tenant) => sum + tenant.calls.agents.length + tenant.status.agents.length,
    0,
  )
  console.log(
    `  seeded ${tenants.length} tenants, ${agents} agents in ${((performance.now() - begin) / 1000).toFixed(1)} s`,
  )
  return tenants
}

/**
 * One compiled portal process on a scratch database of the PostgreSQL server at `postgresUrl`, with Redis at
 * `redisUrl` as a deployment has it, reached directly.
 * @example const one = await startOnePortal(postgres.url, redis.url, size)
 */
export async function startOnePortal(
  postgresUrl: string,
  redisUrl: string,
  size: ScaleSize,
): Promise<StartedDeployment> {
  let seeded: { databaseUrl: string; tenants: ScaleTenant[] } | undefined
  const portal = await startPostgresPortal(
    postgresUrl,
    async (databaseUrl) => {
      const tenants = await seedTimed(() =>
        seedDataStore({ databaseUrl }, (owner) => seedScaleCallCentres(owner, size)),
      )
      seeded = { databaseUrl, tenants }
    },
    { REDIS_URL: redisUrl },
  )
  if (!seeded) throw new Error('the portal started without the scale bench data')
  return { origin: portal.origin, ...seeded, portals: [portal], balancer: null, stop: portal.stop }
}

/**
 * The deployment of deploy/: three compiled portal processes on a scratch database of the same PostgreSQL server
 * and the same Redis, behind HAProxy on deploy/haproxy.cfg.
 * @example const three = await startThreePortals(postgres.url, redis.url, size)
 */
export async function startThreePortals(
  postgresUrl: string,
  redisUrl: string,
  size: ScaleSize,
): Promise<StartedDeployment> {
  const balanced = await startBalancedPortal({
    databaseUrl: postgresUrl,
    redisUrl,
    env: BENCH_PORTAL_ENV,
    seed: (owner) => seedTimed(() => seedScaleCallCentres(owner, size)),
  })
  return {
    origin: balanced.origin,
    databaseUrl: balanced.databaseUrl,
    portals: balanced.processes,
    balancer: balanced.balancer,
    tenants: balanced.seeded,
    stop: balanced.stop,
  }
}
