import type pg from 'pg'
import { seedDataStore } from '../../bench/seed-data-store'
import { createScratchDatabase } from '../../apps/server/test/scratch-database'
import { freePort } from './child-server'
import { startBalancer, type Balancer } from './haproxy'
import { startPortalServer, type PortalServer } from './portal-server'

export type BalancedPortal<T> = {
  /** The balancer's address: every page and client goes through it, as in a deployment. */
  origin: string
  processes: PortalServer[]
  balancer: Balancer
  /** The scratch database's URL, as its owner: a test reads the rows behind the balancer with it. */
  databaseUrl: string
  /** What `seed` answered. */
  seeded: T
  /** Stops the balancer and the processes still running, and drops the scratch database. */
  stop: () => Promise<void>
}

/**
 * The deployment as deploy/ describes it: three compiled portal processes on one PostgreSQL (a scratch database on
 * the server at `databaseUrl`) and one Redis (`redisUrl`), behind HAProxy on deploy/haproxy.cfg as it stands, with
 * the shared environment of deploy/portal.env.example and `env` on top. `seed` writes beside the demo data (as the
 * database's owner) before any process starts.
 * @example const portal = await startBalancedPortal({ databaseUrl, redisUrl }); await fetch(`${portal.origin}/health/ready`)
 */
export async function startBalancedPortal<T = undefined>(options: {
  databaseUrl: string
  redisUrl: string
  env?: NodeJS.ProcessEnv
  seed?: (owner: pg.ClientBase) => Promise<T>
}): Promise<BalancedPortal<T>> {
  const scratch = await createScratchDatabase(options.databaseUrl)
  const processes: PortalServer[] = []
  let balancer: Balancer | undefined
  const stop = async () => {
    await balancer?.stop()
    await Promise.all(processes.map((portal) => portal.stop()))
    await scratch.drop()
  }
  try {
    const seeded = options.seed
      ? await seedDataStore({ databaseUrl: scratch.url }, options.seed)
      : (undefined as T)
    const port = await freePort()
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: options.redisUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: '1',
      SHUTDOWN_DRAIN_MS: '3000',
      OPERATOR_TOKEN: 'a-shared-operator-token-for-the-balanced-portal',
      ...options.env,
    }
    // The first migrates and writes the demo data (unless a seed did); the other two then start on it side by side.
    processes.push(await startPortalServer(env))
    processes.push(...(await Promise.all([startPortalServer(env), startPortalServer(env)])))
    balancer = await startBalancer(
      port,
      processes.map((portal) => portal.origin),
    )
    return { origin: balancer.origin, processes, balancer, databaseUrl: scratch.url, seeded, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
