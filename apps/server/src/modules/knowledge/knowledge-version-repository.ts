import type {
  KnowledgeArticleField,
  KnowledgeVersion,
  KnowledgeVersionAction,
  KnowledgeVersionDetail,
} from '@portal/contract'
import type { Queryable } from '../../db/database'
import type { ArticleContent } from './knowledge-article-repository'

type Row = {
  id: string
  version: number
  action: KnowledgeVersionAction
  actor_id: string | null
  actor_name: string | null
  title: string
  changes: KnowledgeArticleField[]
  note: string
  created_at: Date
  body_html: string
  tags: string[]
  category_id: string | null
  category_name: string | null
}

const SELECT_VERSIONS = `SELECT v.id::text, v.version, v.action, v.actor_id, actor.name AS actor_name, v.title,
    v.changes, v.note, v.created_at, v.body_html, v.tags, v.category_id, c.name AS category_name
  FROM knowledge_versions v
  LEFT JOIN staff_accounts actor ON actor.id = v.actor_id
  LEFT JOIN knowledge_categories c ON c.id = v.category_id`

const toVersion = (row: Row): KnowledgeVersion => ({
  id: row.id,
  version: row.version,
  action: row.action,
  actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? '' } : null,
  title: row.title,
  changes: row.changes,
  note: row.note,
  at: row.created_at.toISOString(),
})

/** Writes one line of an article's log with its content as it is now. */
export async function addVersion(
  tx: Queryable,
  line: {
    articleId: string
    version: number
    action: KnowledgeVersionAction
    actorId: string
    content: Pick<ArticleContent, 'title' | 'bodyHtml' | 'tags' | 'categoryId'>
    changes?: readonly KnowledgeArticleField[]
    note?: string
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO knowledge_versions (tenant_id, article_id, version, action, actor_id, title, body_html, tags,
       category_id, changes, note)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      line.articleId,
      line.version,
      line.action,
      line.actorId,
      line.content.title,
      line.content.bodyHtml,
      line.content.tags,
      line.content.categoryId,
      line.changes ?? [],
      line.note ?? '',
    ],
  )
}

/** An article's log, newest first. */
export async function listVersions(tx: Queryable, articleId: string): Promise<KnowledgeVersion[]> {
  const { rows } = await tx.query<Row>(`${SELECT_VERSIONS} WHERE v.article_id = $1 ORDER BY v.id DESC`, [
    articleId,
  ])
  return rows.map(toVersion)
}

/** One line of an article's log with its content, or null. */
export async function findVersion(
  tx: Queryable,
  articleId: string,
  id: string,
): Promise<KnowledgeVersionDetail | null> {
  const { rows } = await tx.query<Row>(`${SELECT_VERSIONS} WHERE v.article_id = $1 AND v.id = $2::bigint`, [
    articleId,
    id,
  ])
  const row = rows[0]
  if (!row) return null
  return {
    ...toVersion(row),
    bodyHtml: row.body_html,
    tags: row.tags,
    category: row.category_id ? { id: row.category_id, name: row.category_name ?? '' } : null,
  }
}
