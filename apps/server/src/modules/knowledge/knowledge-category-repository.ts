import type { KnowledgeCategory } from '@portal/contract'
import type { Queryable } from '../../db/database'

type Row = { id: string; name: string; sort_order: number; article_count: number }

const SELECT_CATEGORIES = `SELECT c.id, c.name, c.sort_order,
    (SELECT count(*)::int FROM knowledge_articles a WHERE a.category_id = c.id) AS article_count
  FROM knowledge_categories c`

const toCategory = (row: Row): KnowledgeCategory => ({
  id: row.id,
  name: row.name,
  sortOrder: row.sort_order,
  articleCount: row.article_count,
})

/** The current tenant's categories in their order. */
export async function listCategories(tx: Queryable): Promise<KnowledgeCategory[]> {
  const { rows } = await tx.query<Row>(`${SELECT_CATEGORIES} ORDER BY c.sort_order, c.name`)
  return rows.map(toCategory)
}

export async function findCategory(tx: Queryable, id: string): Promise<KnowledgeCategory | null> {
  const { rows } = await tx.query<Row>(`${SELECT_CATEGORIES} WHERE c.id = $1`, [id])
  return rows[0] ? toCategory(rows[0]) : null
}

/** Whether the tenant has another category of that name (names are compared as written). */
export async function isCategoryNameTaken(
  tx: Queryable,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM knowledge_categories WHERE name = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)',
    [name, exceptId],
  )
  return rows.length > 0
}

/** @returns the new category's id */
export async function insertCategory(tx: Queryable, name: string, sortOrder: number): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO knowledge_categories (tenant_id, name, sort_order) VALUES (current_tenant_id(), $1, $2)
     RETURNING id`,
    [name, sortOrder],
  )
  return rows[0]?.id ?? ''
}

/** @returns whether the tenant had it */
export async function updateCategory(tx: Queryable, id: string, name: string, sortOrder: number) {
  const { rowCount } = await tx.query(
    'UPDATE knowledge_categories SET name = $2, sort_order = $3 WHERE id = $1',
    [id, name, sortOrder],
  )
  return (rowCount ?? 0) > 0
}

/** Whether an article, a published copy or a log line names the category. */
export async function isCategoryInUse(tx: Queryable, id: string): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 WHERE EXISTS (SELECT 1 FROM knowledge_articles WHERE category_id = $1)
        OR EXISTS (SELECT 1 FROM knowledge_published WHERE category_id = $1)`,
    [id],
  )
  return rows.length > 0
}

/** @returns whether the tenant had it */
export async function deleteCategory(tx: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await tx.query('DELETE FROM knowledge_categories WHERE id = $1', [id])
  return (rowCount ?? 0) > 0
}
