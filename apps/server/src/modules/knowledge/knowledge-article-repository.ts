import type {
  KnowledgeArticle,
  KnowledgeArticleStatus,
  KnowledgeArticleSummary,
  KnowledgeAttachment,
  KnowledgeRef,
  Locale,
} from '@portal/contract'
import type { Queryable } from '../../db/database'
import { likePattern } from '../../lib/like-pattern'
import { localizedName } from '../../lib/localized-name'
import { sqlParams } from '../../lib/sql-params'
import { attachmentsOf } from '../files/attachment-repository'

/** What a writer saves of an article, its body already rebuilt from the allow-list. */
export type ArticleContent = {
  title: string
  bodyHtml: string
  bodyText: string
  categoryId: string | null
  tags: string[]
  roleIds: string[]
  queueIds: string[]
  attachmentIds: string[]
}

type Row = {
  id: string
  title: string
  body_html?: string
  category_id: string | null
  category_name: string | null
  tags: string[]
  roles: { id: string; name: string; nameEn: string | null }[]
  queues: KnowledgeRef[]
  attachments?: KnowledgeAttachment[]
  status: KnowledgeArticleStatus
  version: number
  published_version: number | null
  published_at: Date | null
  return_reason: string | null
  created_by: string | null
  created_by_name: string | null
  updated_by: string | null
  updated_by_name: string | null
  created_at: Date
  updated_at: Date
}

// The names of what an article names: its category, roles, queues (skill groups), files and members. Accounts and
// roles are read through the tenant's rows; a role or queue since deleted drops out of the lists.
const selectArticles = (withBody: boolean) => `SELECT a.id, a.title, ${withBody ? 'a.body_html,' : ''}
    a.category_id, c.name AS category_name, a.tags,
    COALESCE((SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'nameEn', r.name_en) ORDER BY r.name)
              FROM roles r WHERE r.id = ANY (a.role_ids)), '[]') AS roles,
    COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name)
              FROM skill_groups g WHERE g.id = ANY (a.queue_ids)), '[]') AS queues,
    ${withBody ? attachmentsOf('a.attachment_ids', 'knowledge') : ''}
    a.status, a.version, p.version AS published_version, p.published_at, a.return_reason,
    a.created_by, creator.name AS created_by_name, a.updated_by, updater.name AS updated_by_name,
    a.created_at, a.updated_at
  FROM knowledge_articles a
  LEFT JOIN knowledge_categories c ON c.id = a.category_id
  LEFT JOIN knowledge_published p ON p.article_id = a.id
  LEFT JOIN staff_accounts creator ON creator.id = a.created_by
  LEFT JOIN staff_accounts updater ON updater.id = a.updated_by`

const refOf = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null)

const toSummary = (row: Row, locale: Locale): KnowledgeArticleSummary => ({
  id: row.id,
  title: row.title,
  category: refOf(row.category_id, row.category_name),
  tags: row.tags,
  roles: row.roles.map((role) => ({ id: role.id, name: localizedName(locale, role.name, role.nameEn) })),
  queues: row.queues,
  status: row.status,
  version: row.version,
  publishedVersion: row.published_version,
  publishedAt: row.published_at?.toISOString() ?? null,
  returnReason: row.return_reason,
  createdBy: refOf(row.created_by, row.created_by_name),
  updatedBy: refOf(row.updated_by, row.updated_by_name),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
})

/** One article's working copy, or null when the current tenant has none of that id. */
export async function findArticle(
  tx: Queryable,
  id: string,
  locale: Locale,
): Promise<KnowledgeArticle | null> {
  const { rows } = await tx.query<Row>(`${selectArticles(true)} WHERE a.id = $1`, [id])
  const row = rows[0]
  if (!row) return null
  return { ...toSummary(row, locale), bodyHtml: row.body_html ?? '', attachments: row.attachments ?? [] }
}

/** The writers' list, newest change first; or the review queue (status review), oldest first. */
export async function listArticles(
  tx: Queryable,
  filter: { status?: KnowledgeArticleStatus; categoryId?: string; keyword?: string },
  locale: Locale,
  limit = 500,
): Promise<KnowledgeArticleSummary[]> {
  const params = sqlParams()
  const conditions = ['true']
  if (filter.status) conditions.push(`a.status = ${params.add(filter.status)}`)
  if (filter.categoryId) conditions.push(`a.category_id = ${params.add(filter.categoryId)}::uuid`)
  if (filter.keyword) conditions.push(`a.title ILIKE ${params.add(likePattern(filter.keyword))}`)
  const order = filter.status === 'review' ? 'a.updated_at, a.id' : 'a.updated_at DESC, a.id'
  const { rows } = await tx.query<Row>(
    `${selectArticles(false)} WHERE ${conditions.join(' AND ')} ORDER BY ${order} LIMIT ${params.add(limit)}`,
    params.values,
  )
  return rows.map((row) => toSummary(row, locale))
}

/** An article's working copy, locked for a change; null when the tenant has none of that id. */
export async function lockArticle(
  tx: Queryable,
  id: string,
): Promise<
  (ArticleContent & { status: KnowledgeArticleStatus; version: number; createdBy: string | null }) | null
> {
  const { rows } = await tx.query<{
    title: string
    body_html: string
    body_text: string
    category_id: string | null
    tags: string[]
    role_ids: string[]
    queue_ids: string[]
    attachment_ids: string[]
    status: KnowledgeArticleStatus
    version: number
    created_by: string | null
  }>(
    `SELECT title, body_html, body_text, category_id, tags, role_ids, queue_ids, attachment_ids, status, version,
            created_by
     FROM knowledge_articles WHERE id = $1 FOR UPDATE`,
    [id],
  )
  const row = rows[0]
  if (!row) return null
  return {
    title: row.title,
    bodyHtml: row.body_html,
    bodyText: row.body_text,
    categoryId: row.category_id,
    tags: row.tags,
    roleIds: row.role_ids,
    queueIds: row.queue_ids,
    attachmentIds: row.attachment_ids,
    status: row.status,
    version: row.version,
    createdBy: row.created_by,
  }
}

const CONTENT_VALUES = (content: ArticleContent) => [
  content.title,
  content.bodyHtml,
  content.bodyText,
  content.categoryId,
  content.tags,
  content.roleIds,
  content.queueIds,
  content.attachmentIds,
]

/** Writes a new draft (version 1) of the current tenant. @returns its id */
export async function insertArticle(
  tx: Queryable,
  content: ArticleContent,
  actorId: string,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO knowledge_articles (tenant_id, title, body_html, body_text, category_id, tags, role_ids, queue_ids,
       attachment_ids, created_by, updated_by)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
    [...CONTENT_VALUES(content), actorId],
  )
  return rows[0]?.id ?? ''
}

/** Saves a new version of the working copy as a draft. */
export async function updateArticleContent(
  tx: Queryable,
  id: string,
  content: ArticleContent,
  version: number,
  actorId: string,
): Promise<void> {
  await tx.query(
    `UPDATE knowledge_articles SET title = $2, body_html = $3, body_text = $4, category_id = $5, tags = $6,
       role_ids = $7, queue_ids = $8, attachment_ids = $9, version = $10, updated_by = $11, status = 'draft',
       return_reason = NULL, updated_at = now()
     WHERE id = $1`,
    [id, ...CONTENT_VALUES(content), version, actorId],
  )
}

/** Moves the working copy to a status; a reason is kept only while it is a draft sent back. */
export async function setArticleStatus(
  tx: Queryable,
  id: string,
  change: { status: KnowledgeArticleStatus; returnReason?: string | null; actorId: string },
): Promise<void> {
  await tx.query(
    `UPDATE knowledge_articles SET status = $2, return_reason = $3, updated_by = $4, updated_at = now()
     WHERE id = $1`,
    [id, change.status, change.returnReason ?? null, change.actorId],
  )
}
