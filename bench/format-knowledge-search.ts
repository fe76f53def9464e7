import type { KnowledgeSearchRow } from './bench-results'
import { formatTable } from './format-table'

/**
 * The knowledge search section of the report: GET /api/v1/kmp/search over the seeded articles, one call after
 * another; nothing when there are no rows.
 * @example lines.push(...formatKnowledgeSearch(results.knowledgeSearch))
 */
export function formatKnowledgeSearch(rows: KnowledgeSearchRow[]): string[] {
  const [first] = rows
  if (!first) return []
  const ms = (value: number) => value.toFixed(1)
  return [
    `Knowledge search (${first.articles} published articles in the demo tenant, segmented by jieba; ` +
      `${first.searches} searches one after another as the admin, half two-character Chinese words, half English, ` +
      'one in three of two words; the first page of 20, ranked and highlighted; target p99 < 50 ms on PostgreSQL)',
    ...formatTable(
      [
        'database',
        'searches',
        'failed',
        'found avg',
        'zh p50',
        'zh p99',
        'en p50',
        'en p99',
        'p50 ms',
        'p99 ms',
        'max ms',
      ],
      rows.map((row) => [
        row.database,
        String(row.searches),
        String(row.failures),
        String(row.averageTotal),
        ms(row.chineseP50Ms),
        ms(row.chineseP99Ms),
        ms(row.englishP50Ms),
        ms(row.englishP99Ms),
        ms(row.p50Ms),
        ms(row.p99Ms),
        ms(row.maxMs),
      ]),
    ),
  ]
}
