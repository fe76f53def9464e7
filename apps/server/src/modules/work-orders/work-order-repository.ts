import {
  type UploadedFile,
  type WorkOrder,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '@portal/contract'
import type { Queryable } from '../../db/database'
import { attachmentsOf } from '../files/attachment-repository'
import { IS_OVERDUE } from './work-order-views'

type Row = {
  id: string
  number: string
  title: string
  customer_name: string
  status: WorkOrderStatus
  priority: WorkOrderPriority
  description: string
  category_id: string | null
  category_name: string | null
  due_at: Date | null
  is_overdue: boolean
  customer_id: string | null
  call_record_id: string | null
  group_id: string | null
  group_name: string | null
  assignee_id: string | null
  assignee_name: string | null
  created_by: string | null
  created_by_name: string | null
  attachments: UploadedFile[]
  created_at: Date
  updated_at: Date
  resolved_at: Date | null
  closed_at: Date | null
}

/**
 * An order `w` with the names of its category, group, assignee and creator (accounts are not tenant rows: the
 * order's are its tenant's) and its attachments; a statement adds its own WHERE, ORDER and LIMIT.
 */
export const SELECT_ORDER = `SELECT w.id, w.number, w.title, w.customer_name, w.status, w.priority, w.description,
    w.category_id, category.name AS category_name, w.due_at,
    coalesce(${IS_OVERDUE}, false) AS is_overdue,
    w.customer_id, w.call_record_id, w.assignee_group_id AS group_id, grp.name AS group_name,
    w.assignee_id, assignee.name AS assignee_name, w.created_by,
    creator.name AS created_by_name, ${attachmentsOf('w.attachment_ids', 'workOrder')}
    w.created_at, w.updated_at, w.resolved_at, w.closed_at
  FROM work_orders w
  LEFT JOIN work_order_categories category ON category.id = w.category_id
  LEFT JOIN skill_groups grp ON grp.id = w.assignee_group_id
  LEFT JOIN staff_accounts assignee ON assignee.id = w.assignee_id
  LEFT JOIN staff_accounts creator ON creator.id = w.created_by`

const named = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null)

export const toWorkOrder = (row: Row): WorkOrder => ({
  id: row.id,
  number: row.number,
  title: row.title,
  customerName: row.customer_name,
  status: row.status,
  priority: row.priority,
  description: row.description,
  category: named(row.category_id, row.category_name),
  dueAt: row.due_at?.toISOString() ?? null,
  isOverdue: row.is_overdue,
  customerId: row.customer_id,
  callRecordId: row.call_record_id,
  group: named(row.group_id, row.group_name),
  assignee: named(row.assignee_id, row.assignee_name),
  createdBy: named(row.created_by, row.created_by_name),
  attachments: row.attachments,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  resolvedAt: row.resolved_at?.toISOString() ?? null,
  closedAt: row.closed_at?.toISOString() ?? null,
})

export type WorkOrderRow = Row

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
  categoryId: string | null
  groupId: string | null
  assigneeId: string | null
  /** Its files (purpose workOrder), checked before. */
  attachmentIds: string[]
  createdBy: string
}

/**
 * Creates a pending work order numbered after the tenant's last (WO000001, WO000002...), due within its category's
 * time: the tenant's numbering turn is an advisory lock held to the commit, so two agents creating at once never take
 * the same number.
 * @returns the new order's id
 */
export async function createWorkOrder(tx: Queryable, order: NewWorkOrder): Promise<string> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('work-order-number:' || current_tenant_id()))`)
  const { rows } = await tx.query<{ id: string }>(
    `WITH last AS (
       SELECT COALESCE(max(substring(number FROM '^WO([0-9]+)$')::bigint), 0) + 1 AS n FROM work_orders
     )
     INSERT INTO work_orders (tenant_id, number, title, description, priority, customer_id, customer_name,
       customer_phone, call_record_id, assignee_id, created_by, category_id, assignee_group_id, attachment_ids, due_at)
     SELECT current_tenant_id(), 'WO' || lpad(n::text, GREATEST(6, length(n::text)), '0'), $1, $2, $3, $4, $5, $6,
       $7, $8, $9, $10, $11, $12,
       now() + make_interval(hours => (SELECT resolve_within_hours FROM work_order_categories WHERE id = $10))
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
      order.categoryId,
      order.groupId,
      order.attachmentIds,
    ],
  )
  return rows[0]?.id ?? ''
}

/**
 * Sets the order's status, stamping when it was resolved or closed; a reopening clears both and gives it its
 * category's time again from now.
 */
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
       closed_at = CASE WHEN $2 = 'closed' THEN now() WHEN $2 = 'pending' THEN NULL ELSE closed_at END,
       due_at = CASE WHEN $2 = 'pending' THEN coalesce(now() + make_interval(hours =>
         (SELECT resolve_within_hours FROM work_order_categories c WHERE c.id = category_id)), due_at)
         ELSE due_at END
     WHERE id = $1`,
    [id, status, accountId],
  )
}

/** Gives the order to a group, a member, both or nobody. */
export async function setWorkOrderAssignee(
  tx: Queryable,
  id: string,
  to: { groupId: string | null; assigneeId: string | null },
): Promise<void> {
  await tx.query(
    'UPDATE work_orders SET assignee_id = $2, assignee_group_id = $3, updated_at = now() WHERE id = $1',
    [id, to.assigneeId, to.groupId],
  )
}
