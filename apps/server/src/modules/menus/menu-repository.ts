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
