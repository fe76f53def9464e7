import type { WorkOrder } from '@portal/contract'
import { likePattern } from '../../lib/like-pattern'
import type { Queryable } from '../../db/database'

type Row = {
  id: string
  number: string
  title: string
  customer_name: string
  status: WorkOrder['status']
  description: string
  customer_id: string | null
  call_record_id: string | null
  created_at: Date
  updated_at: Date
}

const COLUMNS =
  'id, number, title, customer_name, status, description, customer_id, call_record_id, created_at, updated_at'

const toWorkOrder = (row: Row): WorkOrder => ({
  id: row.id,
  number: row.number,
  title: row.title,
  customerName: row.customer_name,
  status: row.status,
  description: row.description,
  customerId: row.customer_id,
  callRecordId: row.call_record_id,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
})

/** The current tenant's work orders, newest first, by status and a keyword in the number, title or customer. */
export async function listWorkOrders(
  tx: Queryable,
  status: string | null,
  keyword: string | undefined,
  limit = 200,
): Promise<WorkOrder[]> {
  const { rows } = await tx.query<Row>(
    `SELECT ${COLUMNS} FROM work_orders
     WHERE ($1::text IS NULL OR status = $1)
       AND ($2::text IS NULL OR number ILIKE $2 OR title ILIKE $2 OR customer_name ILIKE $2)
     ORDER BY created_at DESC, number DESC LIMIT $3`,
    [status, likePattern(keyword), limit],
  )
  return rows.map(toWorkOrder)
}

export async function findWorkOrder(tx: Queryable, id: string): Promise<WorkOrder | null> {
  const { rows } = await tx.query<Row>(`SELECT ${COLUMNS} FROM work_orders WHERE id = $1`, [id])
  return rows[0] ? toWorkOrder(rows[0]) : null
}

/** A new pending work order of the current tenant and who wrote it, from a call's customer and number. */
export type NewWorkOrder = {
  title: string
  description: string
  customerId: string | null
  customerName: string
  customerPhone: string
  callRecordId: string
  createdBy: string
}

/**
 * Creates a pending work order numbered after the tenant's last (WO000001, WO000002...): the tenant's numbering
 * turn is an advisory lock held to the commit, so two agents creating at once never take the same number.
 */
export async function createWorkOrder(tx: Queryable, order: NewWorkOrder): Promise<WorkOrder> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('work-order-number:' || current_tenant_id()))`)
  const { rows } = await tx.query<Row>(
    `WITH last AS (
       SELECT COALESCE(max(substring(number FROM '^WO([0-9]+)$')::bigint), 0) + 1 AS n FROM work_orders
     )
     INSERT INTO work_orders (tenant_id, number, title, description, customer_id, customer_name, customer_phone,
       call_record_id, created_by)
     SELECT current_tenant_id(), 'WO' || lpad(n::text, GREATEST(6, length(n::text)), '0'), $1, $2, $3, $4, $5, $6, $7
     FROM last
     RETURNING ${COLUMNS}`,
    [
      order.title,
      order.description,
      order.customerId,
      order.customerName,
      order.customerPhone,
      order.callRecordId,
      order.createdBy,
    ],
  )
  return toWorkOrder(rows[0] as Row)
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

/** How many work orders of the member's own, and of nobody's, are in each status. */
export async function countWorkOrdersByStatus(
  tx: Queryable,
  accountId: string,
): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM work_orders
     WHERE assignee_id IS NULL OR assignee_id = $1::uuid GROUP BY status`,
    [accountId],
  )
  return new Map(rows.map((row) => [row.status, row.n]))
}
