import type { Queryable } from '../../db/database'
import { likePattern } from '../../lib/like-pattern'
import type { RecordKind } from './record-kinds'

export type RecordItem = Record<string, unknown> & { id: string; status: string; createdAt: string }

// Table and column names come from RECORD_KINDS, never from a request.
const columnsOf = (kind: RecordKind) =>
  ['id', 'status', 'created_at', ...Object.values(kind.fields)].join(', ')

const toItem = (kind: RecordKind, row: Record<string, unknown>): RecordItem => {
  const value = (column: string) => {
    const cell = row[column]
    return cell instanceof Date ? cell.toISOString() : cell
  }
  return {
    id: String(row.id),
    status: String(row.status),
    createdAt: (row.created_at as Date).toISOString(),
    ...Object.fromEntries(Object.entries(kind.fields).map(([field, column]) => [field, value(column)])),
  }
}

/**
 * What the caller may see: of an assigned kind, only their own records. The other kinds still name the
 * parameter, so that every kind's query takes the same ones.
 */
const visibleTo = (kind: RecordKind, param: string) =>
  kind.isAssigned ? `assignee_id = ${param}::uuid` : `${param}::uuid IS NOT NULL`

/** The current tenant's records of one kind, newest first, by status and a keyword. */
export async function listRecords(
  tx: Queryable,
  kind: RecordKind,
  filter: { status?: string; keyword?: string; accountId: string },
): Promise<RecordItem[]> {
  const keywordMatch = kind.keywordColumns.map((column) => `${column} ILIKE $2`).join(' OR ')
  const { rows } = await tx.query(
    `SELECT ${columnsOf(kind)} FROM ${kind.table}
     WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR ${keywordMatch})
       AND ${visibleTo(kind, '$3')}
     ORDER BY created_at DESC, id LIMIT 200`,
    [filter.status ?? null, likePattern(filter.keyword), filter.accountId],
  )
  return rows.map((row) => toItem(kind, row))
}

/**
 * Moves an open record the caller may see to the closed status of `action`.
 * @returns the record; 'closed' when it was closed already; null when the caller cannot see it
 */
export async function closeRecord(
  tx: Queryable,
  kind: RecordKind,
  id: string,
  action: string,
  accountId: string,
): Promise<RecordItem | 'closed' | null> {
  const { rows } = await tx.query(
    `UPDATE ${kind.table} SET status = $2, handled_by = $3, handled_at = now()
     WHERE id = $1 AND status = $4 AND ${visibleTo(kind, '$3')} RETURNING ${columnsOf(kind)}`,
    [id, kind.closedStatusOf[action], accountId, kind.routes.openStatus],
  )
  if (rows[0]) return toItem(kind, rows[0])
  const { rows: existing } = await tx.query(
    `SELECT 1 FROM ${kind.table} WHERE id = $1 AND ${visibleTo(kind, '$2')}`,
    [id, accountId],
  )
  return existing.length > 0 ? 'closed' : null
}

/** How many open records of one kind the caller has to do. */
export async function countOpenRecords(tx: Queryable, kind: RecordKind, accountId: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${kind.table} WHERE status = $1 AND ${visibleTo(kind, '$2')}`,
    [kind.routes.openStatus, accountId],
  )
  return rows[0]?.n ?? 0
}
