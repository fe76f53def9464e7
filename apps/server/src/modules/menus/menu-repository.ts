import type { Queryable } from '../../db/database'
import type { MenuRow } from './menu-tree'

/** The current tenant's menu resources, in display order. */
export async function loadMenuRows(tx: Queryable): Promise<MenuRow[]> {
  const { rows } = await tx.query<MenuRow>(
    `SELECT id, parent_id, resource_code, resource_type, name, name_en, url, open_type, icon, visible, product_module
     FROM menu_resources ORDER BY sort_order, resource_code`,
  )
  return rows
}

/** A menu entry's address and how it opens, locked until the transaction ends; null when not the tenant's. */
export async function lockMenuAddress(
  tx: Queryable,
  resourceCode: string,
): Promise<{ name: string; url: string | null; openType: number } | null> {
  const { rows } = await tx.query<{ name: string; url: string | null; open_type: number }>(
    'SELECT name, url, open_type FROM menu_resources WHERE resource_code = $1 FOR UPDATE',
    [resourceCode],
  )
  const row = rows[0]
  return row ? { name: row.name, url: row.url, openType: row.open_type } : null
}

/** @returns whether the entry exists in the current tenant */
export async function saveMenuUrl(
  tx: Queryable,
  resourceCode: string,
  url: string,
  openType: number,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    'UPDATE menu_resources SET url = $2, open_type = $3 WHERE resource_code = $1',
    [resourceCode, url, openType],
  )
  return rowCount === 1
}
