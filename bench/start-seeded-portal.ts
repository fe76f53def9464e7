import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startPortalServer, type PortalServer } from '../e2e/support/portal-server'
import type { DatabaseKind } from './bench-results'
import { BENCH_PORTAL_ENV } from './portal-env'
import { seedBenchData, type BenchSeed } from './seed-bench-data'
import { seedDataStore } from './seed-data-store'
import { startPostgresPortal } from './start-postgres-portal'

export type SeededPortal = PortalServer & { seed: BenchSeed }

/**
 * Seeds the message bench's data and then starts the portal on it: on a scratch database of the PostgreSQL
 * server at `serverUrl`, or without one on the embedded database in a fresh data folder (seeded first and
 * closed, since the embedded database takes one process at a time).
 * @example const portal = await startSeededPortal(process.env.DATABASE_URL) // portal.seed.agentCookies
 */
export async function startSeededPortal(serverUrl?: string): Promise<SeededPortal> {
  let seed: BenchSeed | undefined
  const seedInto = async (target: Parameters<typeof seedDataStore>[0], database: DatabaseKind) => {
    seed = await seedDataStore(target, seedBenchData)
    console.log(
      `  ${database}: seeded ${seed.messages} messages in ${seed.tenants} tenants and ` +
        `${seed.agentCookies.length} agent sessions in ${seed.seconds.toFixed(1)} s`,
    )
  }
  const portal = serverUrl
    ? await startPostgresPortal(serverUrl, (databaseUrl) => seedInto({ databaseUrl }, 'postgres'))
    : await startEmbeddedPortal((dataDir) => seedInto({ dataDir }, 'embedded'))
  if (!seed) throw new Error('the portal started without its bench data')
  return { ...portal, seed }
}

/** Starts the portal on the embedded database in a fresh data folder, after `prepare` has had it to itself. */
export async function startEmbeddedPortal(
  prepare: (dataDir: string) => Promise<void>,
): Promise<PortalServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'))
  try {
    await prepare(dataDir)
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return startPortalServer(BENCH_PORTAL_ENV, { dataDir })
}
