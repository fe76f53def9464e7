import type { KnowledgeAttachment, PublishedKnowledgeArticle } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { sqlParams, type SqlParams } from '../../lib/sql-params'
import { attachmentsOf } from '../files/attachment-repository'
import type { ArticleContent } from './knowledge-article-repository'
import { segmentedText } from './knowledge-words'

/** Who reads: the member, and whether they see every article (writers and reviewers) or only their roles'. */
export type KnowledgeReader = { accountId: string; seesAll: boolean }

/**
 * The condition that a published copy `p` is the reader's to see: no roles named, or one of the reader's (a member
 * has one role in a tenant); writers and reviewers see all.
 */
export const visibleToReader = (reader: KnowledgeReader, params: SqlParams) =>
  `(${params.add(reader.seesAll)}::boolean OR cardinality(p.role_ids) = 0
    OR p.role_ids && ARRAY(SELECT m.role_id FROM tenant_members m WHERE m.account_id = ${params.add(reader.accountId)}::uuid))`

/**
 * Makes the working copy what readers see (replacing any earlier published version): its content, its search
 * words (title A, tags B, body C, segmented here) and its title and tags for similar spellings.
 */
export async function publishArticle(
  tx: Queryable,
  article: { id: string; version: number; content: ArticleContent; actorId: string },
): Promise<void> {
  const { content } = article
  await tx.query(
    `INSERT INTO knowledge_published (article_id, tenant_id, version, category_id, title, body_html, body_text, tags,
       role_ids, queue_ids, attachment_ids, search_vector, similar_text, published_by, published_at)
     VALUES ($1, current_tenant_id(), $2, $3, $4, $5, $6, $7, $8, $9, $10,
       setweight(to_tsvector('simple', $11), 'A') || setweight(to_tsvector('simple', $12), 'B')
         || setweight(to_tsvector('simple', $13), 'C'),
       $14, $15, now())
     ON CONFLICT (article_id) DO UPDATE SET version = EXCLUDED.version, category_id = EXCLUDED.category_id,
       title = EXCLUDED.title, body_html = EXCLUDED.body_html, body_text = EXCLUDED.body_text, tags = EXCLUDED.tags,
       role_ids = EXCLUDED.role_ids, queue_ids = EXCLUDED.queue_ids, attachment_ids = EXCLUDED.attachment_ids,
       search_vector = EXCLUDED.search_vector, similar_text = EXCLUDED.similar_text,
       published_by = EXCLUDED.published_by, published_at = EXCLUDED.published_at`,
    [
      article.id,
      article.version,
      content.categoryId,
      content.title,
      content.bodyHtml,
      content.bodyText,
      content.tags,
      content.roleIds,
      content.queueIds,
      content.attachmentIds,
      segmentedText(content.title),
      segmentedText(content.tags.join(' ')),
      segmentedText(content.bodyText),
      [content.title, ...content.tags].join(' ').toLowerCase(),
      article.actorId,
    ],
  )
}

/** Takes an article's published version out of every reader's sight. */
export async function withdrawArticle(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM knowledge_published WHERE article_id = $1', [id])
}

/** The published version of an article the reader may see, or null. */
export async function findPublished(
  tx: Queryable,
  id: string,
  reader: KnowledgeReader,
): Promise<PublishedKnowledgeArticle | null> {
  const params = sqlParams()
  const { rows } = await tx.query<{
    title: string
    body_html: string
    body_text: string
    category_id: string | null
    category_name: string | null
    tags: string[]
    attachments: KnowledgeAttachment[]
    version: number
    published_at: Date
    published_by: string | null
    published_by_name: string | null
  }>(
    `SELECT p.title, p.body_html, p.body_text, p.category_id, c.name AS category_name, p.tags,
       ${attachmentsOf('p.attachment_ids', 'knowledge')}
       p.version, p.published_at, p.published_by, publisher.name AS published_by_name
     FROM knowledge_published p
     LEFT JOIN knowledge_categories c ON c.id = p.category_id
     LEFT JOIN staff_accounts publisher ON publisher.id = p.published_by
     WHERE p.article_id = ${params.add(id)}::uuid AND ${visibleToReader(reader, params)}`,
    params.values,
  )
  const row = rows[0]
  if (!row) return null
  return {
    id,
    title: row.title,
    bodyHtml: row.body_html,
    category: row.category_id ? { id: row.category_id, name: row.category_name ?? '' } : null,
    tags: row.tags,
    attachments: row.attachments,
    version: row.version,
    publishedAt: row.published_at.toISOString(),
    publishedBy: row.published_by ? { id: row.published_by, name: row.published_by_name ?? '' } : null,
  }
}
