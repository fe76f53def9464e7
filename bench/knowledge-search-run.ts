import type { DatabaseKind, KnowledgeSearchRow } from './bench-results'
import { openAdminSession } from './admin-session'
import { measureKnowledgeSearch } from './knowledge-search'
import { seedBenchKnowledge, type KnowledgeSeed } from './seed-bench-knowledge'
import { seedDataStore } from './seed-data-store'
import { startEmbeddedPortal } from './start-seeded-portal'
import { startPostgresPortal } from './start-postgres-portal'
import { withServer } from './with-server'

/**
 * The knowledge search on the embedded database and, with `databaseUrl`, on PostgreSQL: each a portal of its own
 * on the demo data and 10,000 seeded articles.
 * @example const rows = await measureKnowledgeSearchOnEach(process.env.DATABASE_URL)
 */
export async function measureKnowledgeSearchOnEach(
  databaseUrl: string | undefined,
): Promise<KnowledgeSearchRow[]> {
  const databases: [DatabaseKind, string | undefined][] = [
    ['embedded', undefined],
    ...(databaseUrl ? [['postgres', databaseUrl] as [DatabaseKind, string]] : []),
  ]
  const rows: KnowledgeSearchRow[] = []
  for (const [database, url] of databases) {
    let seed: KnowledgeSeed | undefined
    const seedInto = async (target: Parameters<typeof seedDataStore>[0]) => {
      seed = await seedDataStore(target, (owner) => seedBenchKnowledge(owner))
      console.log(`  ${database}: seeded ${seed.articles} articles in ${seed.seconds.toFixed(1)} s`)
    }
    const row = await withServer(
      () =>
        url
          ? startPostgresPortal(url, (databaseUrlOf) => seedInto({ databaseUrl: databaseUrlOf }))
          : startEmbeddedPortal((dataDir) => seedInto({ dataDir })),
      async (portal) => {
        if (!seed) throw new Error('the portal started without its articles')
        const cookie = await openAdminSession(portal.origin)
        return {
          database,
          ...(await measureKnowledgeSearch(portal.origin, cookie, seed.vocabulary, seed.articles)),
        }
      },
    )
    console.log(
      `  ${database}: knowledge search p50 ${row.p50Ms.toFixed(1)} ms, p99 ${row.p99Ms.toFixed(1)} ms`,
    )
    rows.push(row)
  }
  return rows
}
