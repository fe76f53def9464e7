import type pg from 'pg'
import type { DatabaseKind } from './bench-results'
import { openAdminSession } from './admin-session'
import { seedDataStore } from './seed-data-store'
import { startEmbeddedPortal } from './start-seeded-portal'
import { startPostgresPortal } from './start-postgres-portal'
import { withServer } from './with-server'

/** What a seed reports of itself: how long it took, and what it wrote (for the log). */
export type TimedSeed = { seconds: number; summary: string }

/**
 * One measurement on the embedded database and, with `databaseUrl`, on PostgreSQL: each a portal of its own on the
 * demo data and what `seed` writes through the owner connection, measured as the demo admin.
 * @example const rows = await measureOnEachDatabase(url, seedBenchWorkOrders, (origin, cookie) => measure(origin, cookie))
 */
export async function measureOnEachDatabase<Seed extends TimedSeed, Row>(
  databaseUrl: string | undefined,
  seed: (owner: pg.ClientBase) => Promise<Seed>,
  measure: (origin: string, cookie: string, seeded: Seed) => Promise<Row>,
): Promise<(Row & { database: DatabaseKind })[]> {
  const databases: [DatabaseKind, string | undefined][] = [
    ['embedded', undefined],
    ...(databaseUrl ? [['postgres', databaseUrl] as [DatabaseKind, string]] : []),
  ]
  const rows: (Row & { database: DatabaseKind })[] = []
  for (const [database, url] of databases) {
    let seeded: Seed | undefined
    const seedInto = async (target: Parameters<typeof seedDataStore>[0]) => {
      seeded = await seedDataStore(target, seed)
      console.log(`  ${database}: seeded ${seeded.summary} in ${seeded.seconds.toFixed(1)} s`)
    }
    rows.push(
      await withServer(
        () =>
          url
            ? startPostgresPortal(url, (databaseUrlOf) => seedInto({ databaseUrl: databaseUrlOf }))
            : startEmbeddedPortal((dataDir) => seedInto({ dataDir })),
        async (portal) => {
          if (!seeded) throw new Error('the portal started without its seed')
          const cookie = await openAdminSession(portal.origin)
          return { database, ...(await measure(portal.origin, cookie, seeded)) }
        },
      ),
    )
  }
  return rows
}
