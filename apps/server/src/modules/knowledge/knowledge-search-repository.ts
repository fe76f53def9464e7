import type { Queryable } from '../../db/database'
import { sqlParams, type SqlParams } from '../../lib/sql-params'
import { visibleToReader, type KnowledgeReader } from './knowledge-published-repository'

/** A published article a search found, with the text its excerpt is cut from. */
export type FoundArticle = {
  id: string
  title: string
  categoryId: string | null
  categoryName: string | null
  tags: string[]
  bodyText: string
  publishedAt: Date
}

type Row = {
  id: string
  title: string
  category_id: string | null
  category_name: string | null
  tags: string[]
  body_text: string
  published_at: Date
  total: number
}

export type SearchScope = {
  reader: KnowledgeReader
  categoryId?: string | undefined
  limit: number
  offset: number
}

// How much of a body comes back for its excerpt: enough to find the first match in any real article.
const BODY_FOR_EXCERPT = 20_000

const SELECT_FOUND = `SELECT p.article_id AS id, p.title, p.category_id, c.name AS category_name, p.tags,
    left(p.body_text, ${BODY_FOR_EXCERPT}) AS body_text, p.published_at, count(*) OVER ()::int AS total
  FROM knowledge_published p
  LEFT JOIN knowledge_categories c ON c.id = p.category_id`

function scopeConditions(scope: SearchScope, params: SqlParams): string {
  const conditions = [visibleToReader(scope.reader, params)]
  if (scope.categoryId) conditions.push(`p.category_id = ${params.add(scope.categoryId)}::uuid`)
  return conditions.join(' AND ')
}

async function found(tx: Queryable, sql: string, params: SqlParams) {
  const { rows } = await tx.query<Row>(sql, params.values)
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row): FoundArticle => ({
      id: row.id,
      title: row.title,
      categoryId: row.category_id,
      categoryName: row.category_name,
      tags: row.tags,
      bodyText: row.body_text,
      publishedAt: row.published_at,
    })),
  }
}

const page = (scope: SearchScope, params: SqlParams) =>
  `LIMIT ${params.add(scope.limit)} OFFSET ${params.add(scope.offset)}`

/**
 * The published articles that have every word (`words`, a tsquery), those with them in the title first, then by
 * rank (title A, tags B, body C), then the newest.
 */
export function searchByWords(
  tx: Queryable,
  query: { words: string; titleWords: string },
  scope: SearchScope,
) {
  const params = sqlParams()
  const words = `to_tsquery('simple', ${params.add(query.words)})`
  const titleWords = `to_tsquery('simple', ${params.add(query.titleWords)})`
  return found(
    tx,
    `${SELECT_FOUND}
     WHERE p.search_vector @@ ${words} AND ${scopeConditions(scope, params)}
     ORDER BY (p.search_vector @@ ${titleWords}) DESC, ts_rank(p.search_vector, ${words}) DESC,
       p.published_at DESC, p.article_id
     ${page(scope, params)}`,
    params,
  )
}

/** How alike a title or tag must be to the words (pg_trgm word similarity): one letter off in a word of eight. */
const SIMILARITY_THRESHOLD = 0.5

/** The published articles whose title or tags are spelled like the text (a typo), most alike first. */
export async function searchBySimilarity(tx: Queryable, text: string, scope: SearchScope) {
  await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
    String(SIMILARITY_THRESHOLD),
  ])
  const params = sqlParams()
  const wanted = params.add(text)
  return found(
    tx,
    `${SELECT_FOUND}
     WHERE ${wanted} <% p.similar_text AND ${scopeConditions(scope, params)}
     ORDER BY word_similarity(${wanted}, p.similar_text) DESC, p.published_at DESC, p.article_id
     ${page(scope, params)}`,
    params,
  )
}

/** The newest published articles the reader may see (a search with no words). */
export function listNewest(tx: Queryable, scope: SearchScope) {
  const params = sqlParams()
  return found(
    tx,
    `${SELECT_FOUND} WHERE ${scopeConditions(scope, params)}
     ORDER BY p.published_at DESC, p.article_id ${page(scope, params)}`,
    params,
  )
}
