import type { WorkOrder } from '@portal/contract'
import { likePattern } from '../../lib/like-pattern'
import type { Queryable } from '../../db/database'

type Row = {
  id: string
  number: string
  title: string
  customer_name: string
  status: WorkOrder['status']
  created_at: Date
  updated_at: Date
}

const COLUMNS = 'id, number, title, customer_name, status, created_at, updated_at'

const toWorkOrder = (row: Row): WorkOrder => ({
  id: row.id,
  number: row.number,
  title: row.title,
  customerName: row.customer_name,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
})

/** The current tenant's work orders, newest first, by status and a keyword in the number, title or customer. */
export async function listWorkOrders(
  tx: Queryable,
  status: string | null,
  keyword: string | undefined,
): Promise<WorkOrder[]> {
  const { rows } = await tx.query<Row>(
    `SELECT ${COLUMNS} FROM work_orders
     WHERE ($1::text IS NULL OR status = $1)
       AND ($2::text IS NULL OR number ILIKE $2 OR title ILIKE $2 OR customer_name ILIKE $2)
     ORDER BY created_at DESC, number DESC LIMIT 200`,
    [status, likePattern(keyword)],
  )
  return rows.map(toWorkOrder)
}

export async function findWorkOrder(tx: Queryable, id: string): Promise<WorkOrder | null> {
  const { rows } = await tx.query<Row>(`SELECT ${COLUMNS} FROM work_orders WHERE id = $1`, [id])
  return rows[0] ? toWorkOrder(rows[0]) : null
}

/** @returns the resolved work order, or null when it is not the tenant's or is already resolved */
export async function resolveWorkOrder(
  tx: Queryable,
  id: string,
  accountId: string,
): Promise<WorkOrder | null> {
  const { rows } = await tx.query<Row>(
    `UPDATE work_orders SET status = 'resolved', resolved_by = $2, updated_at = now()
     WHERE id = $1 AND status <> 'resolved' RETURNING ${COLUMNS}`,
    [id, accountId],
  )
  return rows[0] ? toWorkOrder(rows[0]) : null
}

/** How many of the tenant's work orders are in each status. */
export async function countWorkOrdersByStatus(tx: Queryable): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM work_orders GROUP BY status',
  )
  return new Map(rows.map((row) => [row.status, row.n]))
}
