import type { KnowledgeSuggestionReason } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { sqlParams } from '../../lib/sql-params'
import { visibleToReader, type KnowledgeReader } from './knowledge-published-repository'

/** What the desk knows of a call: its queue, and a tsquery (any word) per source of words, each maybe missing. */
export type CallContext = {
  queueId: string | null
  customerTags: string | null
  ivr: string | null
  note: string | null
  /** Every source's words together, for the rank. */
  anyWords: string | null
}

export type SuggestedArticle = {
  id: string
  title: string
  categoryId: string | null
  categoryName: string | null
  bodyText: string
  reasons: KnowledgeSuggestionReason[]
}

type Row = {
  id: string
  title: string
  category_id: string | null
  category_name: string | null
  body_text: string
  by_queue: boolean
  by_tags: boolean
  by_ivr: boolean
  by_note: boolean
}

/**
 * The published articles the reader may see that suit the call: linked to its queue, or having a word of the
 * customer's tags, the IVR choice or the note; those linked to the queue first, then by how well the words match.
 */
export async function suggestArticles(
  tx: Queryable,
  context: CallContext,
  reader: KnowledgeReader,
  limit: number,
): Promise<SuggestedArticle[]> {
  const params = sqlParams()
  const matches = (words: string | null) =>
    `COALESCE(p.search_vector @@ to_tsquery('simple', ${params.add(words)}::text), false)`
  const byQueue = `COALESCE(${params.add(context.queueId)}::uuid = ANY (p.queue_ids), false)`
  const [byTags, byIvr, byNote] = [context.customerTags, context.ivr, context.note].map(matches)
  const rank = `COALESCE(ts_rank(p.search_vector, to_tsquery('simple', ${params.add(context.anyWords)}::text)), 0)`
  const { rows } = await tx.query<Row>(
    `SELECT * FROM (
       SELECT p.article_id AS id, p.title, p.category_id, c.name AS category_name, left(p.body_text, 2000) AS body_text,
         ${byQueue} AS by_queue, ${byTags} AS by_tags, ${byIvr} AS by_ivr, ${byNote} AS by_note, ${rank} AS rank,
         p.published_at
       FROM knowledge_published p
       LEFT JOIN knowledge_categories c ON c.id = p.category_id
       WHERE ${visibleToReader(reader, params)}
     ) s
     WHERE s.by_queue OR s.by_tags OR s.by_ivr OR s.by_note
     ORDER BY s.by_queue DESC, s.rank DESC, s.published_at DESC, s.id
     LIMIT ${params.add(limit)}`,
    params.values,
  )
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    categoryId: row.category_id,
    categoryName: row.category_name,
    bodyText: row.body_text,
    reasons: [
      ...(row.by_queue ? (['queue'] as const) : []),
      ...(row.by_tags ? (['customerTags'] as const) : []),
      ...(row.by_ivr ? (['ivr'] as const) : []),
      ...(row.by_note ? (['note'] as const) : []),
    ],
  }))
}

/**
 * The call's queue (where its IVR choice led, or the group it was put in), its customer and its IVR choice (the
 * menus the caller's keys led to), when the call is the tenant's. What the caller heard is every option of a menu,
 * not the one chosen, so its words are not read here.
 */
export async function findCallContext(
  tx: Queryable,
  callRecordId: string,
): Promise<{ queueId: string | null; customerId: string | null; ivrChoice: string } | null> {
  const { rows } = await tx.query<{
    skill_group_id: string | null
    customer_id: string | null
    ivr_choice: string
  }>('SELECT skill_group_id, customer_id, ivr_choice FROM call_records WHERE id = $1', [callRecordId])
  const row = rows[0]
  return row ? { queueId: row.skill_group_id, customerId: row.customer_id, ivrChoice: row.ivr_choice } : null
}
