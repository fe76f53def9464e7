import type { KnowledgeRef, Locale } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { localizedName } from '../../lib/localized-name'

// The tables an article names by id (its files: allFilesExist); each read through the tenant's rows, so another tenant's id is missing.
const NAMED = {
  roles: 'SELECT count(*)::int AS n FROM roles WHERE id = ANY ($1::uuid[])',
  queues: 'SELECT count(*)::int AS n FROM skill_groups WHERE id = ANY ($1::uuid[])',
  categories: 'SELECT count(*)::int AS n FROM knowledge_categories WHERE id = ANY ($1::uuid[])',
} as const

/** Whether the tenant has every one of the ids (repeats counted once). */
export async function allExist(
  tx: Queryable,
  kind: keyof typeof NAMED,
  ids: readonly string[],
): Promise<boolean> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return true
  const { rows } = await tx.query<{ n: number }>(NAMED[kind], [unique])
  return rows[0]?.n === unique.length
}

/** The tenant's roles and queues (skill groups) by name, for a writer to pick from. */
export async function listEditorOptions(
  tx: Queryable,
  locale: Locale,
): Promise<{ roles: KnowledgeRef[]; queues: KnowledgeRef[] }> {
  const roles = await tx.query<{ id: string; name: string; name_en: string | null }>(
    'SELECT id, name, name_en FROM roles ORDER BY name',
  )
  const queues = await tx.query<KnowledgeRef>('SELECT id, name FROM skill_groups ORDER BY name')
  return {
    roles: roles.rows.map((row) => ({ id: row.id, name: localizedName(locale, row.name, row.name_en) })),
    queues: queues.rows,
  }
}
