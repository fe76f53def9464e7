import type { WorkOrderCategory, WorkOrderCategoryInput } from '@portal/contract'
import type { Queryable } from '../../db/database'

const COLUMNS = 'id, name, resolve_within_hours AS "resolveWithinHours"'

/** The current tenant's work-order categories, by name. */
export async function listWorkOrderCategories(tx: Queryable): Promise<WorkOrderCategory[]> {
  const { rows } = await tx.query<WorkOrderCategory>(
    `SELECT ${COLUMNS} FROM work_order_categories ORDER BY name, id`,
  )
  return rows
}

export async function findWorkOrderCategory(tx: Queryable, id: string): Promise<WorkOrderCategory | null> {
  const { rows } = await tx.query<WorkOrderCategory>(
    `SELECT ${COLUMNS} FROM work_order_categories WHERE id = $1`,
    [id],
  )
  return rows[0] ?? null
}

export async function insertWorkOrderCategory(
  tx: Queryable,
  input: Required<WorkOrderCategoryInput>,
): Promise<WorkOrderCategory> {
  const { rows } = await tx.query<WorkOrderCategory>(
    `INSERT INTO work_order_categories (tenant_id, name, resolve_within_hours)
     VALUES (current_tenant_id(), $1, $2) RETURNING ${COLUMNS}`,
    [input.name, input.resolveWithinHours],
  )
  return rows[0] as WorkOrderCategory
}

/** @returns the changed category, or null when it is not the tenant's */
export async function updateWorkOrderCategory(
  tx: Queryable,
  id: string,
  input: Required<WorkOrderCategoryInput>,
): Promise<WorkOrderCategory | null> {
  const { rows } = await tx.query<WorkOrderCategory>(
    `UPDATE work_order_categories SET name = $2, resolve_within_hours = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, input.name, input.resolveWithinHours],
  )
  return rows[0] ?? null
}

/** @returns the deleted category, or null when it is not the tenant's */
export async function deleteWorkOrderCategory(tx: Queryable, id: string): Promise<WorkOrderCategory | null> {
  const { rows } = await tx.query<WorkOrderCategory>(
    `DELETE FROM work_order_categories WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  )
  return rows[0] ?? null
}
