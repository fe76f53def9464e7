import {
  OPEN_WORK_ORDER_STATUSES,
  type WorkOrder,
  type WorkOrderFilter,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '@portal/contract'
import { likePattern } from '../../lib/like-pattern'
import { sqlTextList } from '../../lib/sql-text-list'
import type { Queryable } from '../../db/database'

type Row = {
  id: string
  number: string
  title: string
  customer_name: string
  status: WorkOrderStatus
  priority: WorkOrderPriority
  description: string
  customer_id: string | null
  call_record_id: string | null
  assignee_id: string | null
  assignee_name: string | null
  created_by: string | null
  created_by_name: string | null
  created_at: Date
  updated_at: Date
  resolved_at: Date | null
  closed_at: Date | null
}

// An order with the names of its assignee and creator (accounts are not tenant rows: the order's are its tenant's).
const SELECT_ORDER = `SELECT w.id, w.number, w.title, w.customer_name, w.status, w.priority, w.description,
    w.customer_id, w.call_record_id, w.assignee_id, assignee.name AS assignee_name, w.created_by,
    creator.name AS created_by_name, w.created_at, w.updated_at, w.resolved_at, w.closed_at
  FROM work_orders w
  LEFT JOIN staff_accounts assignee ON assignee.id = w.assignee_id
  LEFT JOIN staff_accounts creator ON creator.id = w.created_by`

const memberOf = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null)

const toWorkOrder = (row: Row): WorkOrder => ({
  id: row.id,
  number: row.number,
  title: row.title,
  customerName: row.customer_name,
  status: row.status,
  priority: row.priority,
  description: row.description,
  customerId: row.customer_id,
  callRecordId: row.call_record_id,
  assignee: memberOf(row.assignee_id, row.assignee_name),
  createdBy: memberOf(row.created_by, row.created_by_name),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  resolvedAt: row.resolved_at?.toISOString() ?? null,
  closedAt: row.closed_at?.toISOString() ?? null,
})

/**
 * Each list's condition on an order `w` for the member `$1` (contract WORK_ORDER_FILTERS): what waits on them (theirs
 * or nobody's), what they created and is still open, what is resolved and theirs, nobody's or created by them.
 */
/** The contract's open statuses as a SQL list: the orders still waiting on someone. */
export const OPEN_WORK_ORDERS = sqlTextList(OPEN_WORK_ORDER_STATUSES)

const VIEW_CONDITIONS: Record<WorkOrderFilter, string> = {
  // Names the member too, though it does not depend on them: every list's query has the same parameters.
  all: '($1::uuid IS NULL OR true)',
  pending: `w.status IN ${OPEN_WORK_ORDERS} AND (w.assignee_id IS NULL OR w.assignee_id = $1::uuid)`,
  submitted: `w.status IN ${OPEN_WORK_ORDERS} AND w.created_by = $1::uuid`,
  resolved: `w.status = 'resolved' AND (w.assignee_id IS NULL OR w.assignee_id = $1::uuid OR w.created_by = $1::uuid)`,
}

/** One of the current tenant's lists for a member, newest first, by a keyword in the number, title or customer. */
export async function listWorkOrders(
  tx: Queryable,
  view: { filter: WorkOrderFilter; accountId: string; keyword?: string | undefined },
  limit = 200,
): Promise<WorkOrder[]> {
  const { rows } = await tx.query<Row>(
    `${SELECT_ORDER}
     WHERE (${VIEW_CONDITIONS[view.filter]})
       AND ($2::text IS NULL OR w.number ILIKE $2 OR w.title ILIKE $2 OR w.customer_name ILIKE $2)
     ORDER BY w.created_at DESC, w.number DESC LIMIT $3`,
    [view.accountId || null, likePattern(view.keyword), limit],
  )
  return rows.map(toWorkOrder)
}

export async function findWorkOrder(tx: Queryable, id: string): Promise<WorkOrder | null> {
  const { rows } = await tx.query<Row>(`${SELECT_ORDER} WHERE w.id = $1`, [id])
  return rows[0] ? toWorkOrder(rows[0]) : null
}

/** The order's status, locked until the commit so that two changes at once apply one after the other. */
export async function lockWorkOrderStatus(tx: Queryable, id: string): Promise<WorkOrderStatus | null> {
  const { rows } = await tx.query<{ status: WorkOrderStatus }>(
    'SELECT status FROM work_orders WHERE id = $1 FOR UPDATE',
    [id],
  )
  return rows[0]?.status ?? null
}

/** A new pending work order of the current tenant and who wrote it. */
export type NewWorkOrder = {
  title: string
  description: string
  priority: WorkOrderPriority
  customerId: string | null
  customerName: string
  customerPhone: string
  callRecordId: string | null
  assigneeId: string | null
  createdBy: string
}

/**
 * Creates a pending work order numbered after the tenant's last (WO000001, WO000002...): the tenant's numbering
 * turn is an advisory lock held to the commit, so two agents creating at once never take the same number.
 * @returns the new order's id
 */
export async function createWorkOrder(tx: Queryable, order: NewWorkOrder): Promise<string> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('work-order-number:' || current_tenant_id()))`)
  const { rows } = await tx.query<{ id: string }>(
    `WITH last AS (
       SELECT COALESCE(max(substring(number FROM '^WO([0-9]+)$')::bigint), 0) + 1 AS n FROM work_orders
     )
     INSERT INTO work_orders (tenant_id, number, title, description, priority, customer_id, customer_name,
       customer_phone, call_record_id, assignee_id, created_by)
     SELECT current_tenant_id(), 'WO' || lpad(n::text, GREATEST(6, length(n::text)), '0'), $1, $2, $3, $4, $5, $6,
       $7, $8, $9
     FROM last
     RETURNING id`,
    [
      order.title,
      order.description,
      order.priority,
      order.customerId,
      order.customerName,
      order.customerPhone,
      order.callRecordId,
      order.assigneeId,
      order.createdBy,
    ],
  )
  return rows[0]?.id ?? ''
}

/** Sets the order's status, stamping when it was resolved or closed (a reopening clears both). */
export async function setWorkOrderStatus(
  tx: Queryable,
  id: string,
  status: WorkOrderStatus,
  accountId: string,
): Promise<void> {
  await tx.query(
    `UPDATE work_orders SET status = $2, updated_at = now(),
       resolved_at = CASE WHEN $2 = 'resolved' THEN now() WHEN $2 = 'pending' THEN NULL ELSE resolved_at END,
       resolved_by = CASE WHEN $2 = 'resolved' THEN $3::uuid WHEN $2 = 'pending' THEN NULL ELSE resolved_by END,
       closed_at = CASE WHEN $2 = 'closed' THEN now() WHEN $2 = 'pending' THEN NULL ELSE closed_at END
     WHERE id = $1`,
    [id, status, accountId],
  )
}

/** @returns whether the order is the tenant's (it is then assigned) */
export async function setWorkOrderAssignee(
  tx: Queryable,
  id: string,
  assigneeId: string | null,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    'UPDATE work_orders SET assignee_id = $2, updated_at = now() WHERE id = $1',
    [id, assigneeId],
  )
  return (rowCount ?? 0) > 0
}

/** How many work orders are in each of the member's lists (pending, submitted, resolved), for the to-do counts. */
export async function countWorkOrderViews(
  tx: Queryable,
  accountId: string,
): Promise<Record<Exclude<WorkOrderFilter, 'all'>, number>> {
  const { rows } = await tx.query<{ pending: number; submitted: number; resolved: number }>(
    `SELECT count(*) FILTER (WHERE ${VIEW_CONDITIONS.pending})::int AS pending,
            count(*) FILTER (WHERE ${VIEW_CONDITIONS.submitted})::int AS submitted,
            count(*) FILTER (WHERE ${VIEW_CONDITIONS.resolved})::int AS resolved
     FROM work_orders w`,
    [accountId],
  )
  return rows[0] ?? { pending: 0, submitted: 0, resolved: 0 }
}
