import type { Queryable } from './database'

/**
 * One administered table of a tenant's reference data, described once by the module that owns the table: its key,
 * the SQL expression of each field an item shows (over the alias `t`), the columns a form writes, and, for a
 * list whose order matters, its position column. Names here are the owner's constants, never user input.
 */
export type ReferenceTable<Form> = {
  table: string
  /** The column that identifies a row within the tenant; the item's id is its text. */
  idColumn: string
  /** field → SQL expression over `t` */
  select: Record<string, string>
  /** The columns and values a form writes. */
  write: (form: Form) => Record<string, unknown>
  /** The position column of an ordered list; new rows go last. */
  positionColumn?: string
  orderBy: string
}

type Item = { id: string } & Record<string, unknown>

const selectFrom = (spec: ReferenceTable<never>) =>
  `SELECT t.${spec.idColumn}::text AS id, ${Object.entries(spec.select)
    .map(([field, expression]) => `${expression} AS "${field}"`)
    .join(', ')} FROM ${spec.table} t`

/** The current tenant's rows of the table, in the list's order (row-level security keeps the others out). */
export async function listReferenceRows(tx: Queryable, spec: ReferenceTable<never>): Promise<Item[]> {
  const { rows } = await tx.query<Item>(`${selectFrom(spec)} ORDER BY ${spec.orderBy}`)
  return rows
}

/** One row of the current tenant's, or null (another tenant's reads as missing). */
export async function findReferenceRow(
  tx: Queryable,
  spec: ReferenceTable<never>,
  id: string,
): Promise<Item | null> {
  const { rows } = await tx.query<Item>(`${selectFrom(spec)} WHERE t.${spec.idColumn}::text = $1`, [id])
  return rows[0] ?? null
}

/** Adds a row for the current tenant, last in an ordered list. @returns its id */
export async function insertReferenceRow<Form>(
  tx: Queryable,
  spec: ReferenceTable<Form>,
  form: Form,
): Promise<string> {
  const values = spec.write(form)
  const columns = Object.keys(values)
  const position = spec.positionColumn
    ? [
        `, ${spec.positionColumn}`,
        `, (SELECT coalesce(max(${spec.positionColumn}), -1) + 1 FROM ${spec.table})`,
      ]
    : ['', '']
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO ${spec.table} (tenant_id, ${columns.join(', ')}${position[0]})
     VALUES (current_tenant_id(), ${columns.map((_, index) => `$${index + 1}`).join(', ')}${position[1]})
     RETURNING ${spec.idColumn}::text AS id`,
    Object.values(values),
  )
  return rows[0]?.id ?? ''
}

/** Changes one of the current tenant's rows. @returns its id afterwards (a key column may change), or null */
export async function updateReferenceRow<Form>(
  tx: Queryable,
  spec: ReferenceTable<Form>,
  id: string,
  form: Form,
): Promise<string | null> {
  const values = spec.write(form)
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE ${spec.table} SET ${Object.keys(values)
      .map((column, index) => `${column} = $${index + 2}`)
      .join(', ')} WHERE ${spec.idColumn}::text = $1 RETURNING ${spec.idColumn}::text AS id`,
    [id, ...Object.values(values)],
  )
  return rows[0]?.id ?? null
}

/** @returns whether the current tenant had the row */
export async function deleteReferenceRow(
  tx: Queryable,
  spec: ReferenceTable<never>,
  id: string,
): Promise<boolean> {
  const { rows } = await tx.query(`DELETE FROM ${spec.table} WHERE ${spec.idColumn}::text = $1 RETURNING 1`, [
    id,
  ])
  return rows.length > 0
}

/** Puts the rows in the order of `ids`. @returns how many rows of the current tenant's it placed */
export async function reorderReferenceRows(
  tx: Queryable,
  spec: ReferenceTable<never>,
  ids: string[],
): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE ${spec.table} t SET ${spec.positionColumn} = o.position - 1
     FROM unnest($1::text[]) WITH ORDINALITY AS o (id, position)
     WHERE t.${spec.idColumn}::text = o.id`,
    [ids],
  )
  return rowCount ?? 0
}

/** How many rows the current tenant has in the table. */
export async function countReferenceRows(tx: Queryable, spec: ReferenceTable<never>): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${spec.table}`)
  return rows[0]?.count ?? 0
}

/**
 * A table of coded entries named in Chinese with an optional English name (`code`, `name`, `name_en`), kept in
 * the order of its position column: enterprise notice types, customer dictionary fields.
 * @example export const NOTICE_TYPE_TABLE = codedNameTable('notice_types', 'sort_order')
 */
export const codedNameTable = (
  table: string,
  positionColumn: string,
): ReferenceTable<{ code: string; name: string; nameEn: string }> => ({
  table,
  idColumn: 'id',
  select: { code: 't.code', name: 't.name', nameEn: `coalesce(t.name_en, '')` },
  write: (form) => ({ code: form.code, name: form.name, name_en: form.nameEn || null }),
  positionColumn,
  orderBy: `t.${positionColumn}, t.code`,
})
