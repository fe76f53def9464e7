import type { KnowledgeSearchRow } from './bench-results'
import { measureKnowledgeSearch } from './knowledge-search'
import { measureOnEachDatabase } from './on-each-database'
import { seedBenchKnowledge } from './seed-bench-knowledge'

/**
 * The knowledge search on the embedded database and, with `databaseUrl`, on PostgreSQL: each a portal of its own
 * on the demo data and 10,000 seeded articles.
 * @example const rows = await measureKnowledgeSearchOnEach(process.env.DATABASE_URL)
 */
export async function measureKnowledgeSearchOnEach(
  databaseUrl: string | undefined,
): Promise<KnowledgeSearchRow[]> {
  const rows = await measureOnEachDatabase(
    databaseUrl,
    async (owner) => {
      const seed = await seedBenchKnowledge(owner)
      return { ...seed, summary: `${seed.articles} articles` }
    },
    (origin, cookie, seed) => measureKnowledgeSearch(origin, cookie, seed.vocabulary, seed.articles),
  )
  for (const row of rows)
    console.log(
      `  ${row.database}: knowledge search p50 ${row.p50Ms.toFixed(1)} ms, p99 ${row.p99Ms.toFixed(1)} ms`,
    )
  return rows
}
