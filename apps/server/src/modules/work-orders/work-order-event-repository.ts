import {
  TO_DO_PERMISSIONS,
  type WorkOrderEvent,
  type WorkOrderGroup,
  type WorkOrderMember,
} from '@portal/contract'
import type { Queryable } from '../../db/database'

/** A line of an order's history as written. */
export type NewWorkOrderEvent = {
  workOrderId: string
  actorId: string
  kind: WorkOrderEvent['kind']
  status?: WorkOrderEvent['status']
  assigneeId?: string | null
  groupId?: string | null
  body?: string
  mentionIds?: readonly string[]
}

/** @returns the new line's id */
export async function addWorkOrderEvent(tx: Queryable, event: NewWorkOrderEvent): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO work_order_events (tenant_id, work_order_id, actor_id, kind, status, assignee_id, body, mention_ids,
       group_id)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text`,
    [
      event.workOrderId,
      event.actorId,
      event.kind,
      event.status ?? null,
      event.assigneeId ?? null,
      event.body ?? '',
      event.mentionIds ?? [],
      event.groupId ?? null,
    ],
  )
  return rows[0]?.id ?? ''
}

/** An order's history, oldest first, with the names of who acted, was assigned and was mentioned. */
export async function listWorkOrderEvents(
  tx: Queryable,
  workOrderId: string,
  onlyId?: string,
): Promise<WorkOrderEvent[]> {
  const { rows } = await tx.query<{
    id: string
    kind: WorkOrderEvent['kind']
    actor_id: string | null
    actor_name: string | null
    status: WorkOrderEvent['status']
    assignee_id: string | null
    assignee_name: string | null
    group_id: string | null
    group_name: string | null
    body: string
    mentions: WorkOrderMember[]
    created_at: Date
  }>(
    `SELECT e.id::text, e.kind, e.actor_id, actor.name AS actor_name, e.status, e.assignee_id,
       assignee.name AS assignee_name, e.group_id, grp.name AS group_name, e.body, e.created_at,
       COALESCE((SELECT json_agg(json_build_object('id', m.id, 'name', m.name) ORDER BY m.name)
                 FROM staff_accounts m WHERE m.id = ANY (e.mention_ids)), '[]') AS mentions
     FROM work_order_events e
     LEFT JOIN staff_accounts actor ON actor.id = e.actor_id
     LEFT JOIN staff_accounts assignee ON assignee.id = e.assignee_id
     LEFT JOIN skill_groups grp ON grp.id = e.group_id
     WHERE e.work_order_id = $1 AND ($2::bigint IS NULL OR e.id = $2::bigint)
     ORDER BY e.id`,
    [workOrderId, onlyId ?? null],
  )
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? '' } : null,
    status: row.status,
    assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
    group: row.group_id ? { id: row.group_id, name: row.group_name ?? '' } : null,
    body: row.body,
    mentions: row.mentions,
    at: row.created_at.toISOString(),
  }))
}

/**
 * The tenant's active members who may handle work orders (their role holds the work-order code), by name; with
 * `only`, just those of these ids (to check an assignee or the mentioned).
 */
export async function listWorkOrderMembers(
  tx: Queryable,
  only?: readonly string[],
): Promise<WorkOrderMember[]> {
  const { rows } = await tx.query<WorkOrderMember>(
    `SELECT DISTINCT a.id, a.name FROM tenant_members m
     JOIN staff_accounts a ON a.id = m.account_id AND a.status = 'active'
     JOIN role_permissions p ON p.role_id = m.role_id AND p.permission_code = $1
     WHERE $2::uuid[] IS NULL OR a.id = ANY ($2::uuid[])
     ORDER BY a.name, a.id`,
    [TO_DO_PERMISSIONS.workOrderCentre, only ?? null],
  )
  return rows
}

/**
 * The tenant's skill groups by name, each with its active members who may handle work orders: a work order may be
 * given to a group, and its members see it as theirs.
 */
export async function listWorkOrderGroups(tx: Queryable, only?: string): Promise<WorkOrderGroup[]> {
  const { rows } = await tx.query<{ id: string; name: string; member_ids: string[] }>(
    `SELECT g.id, g.name, COALESCE(array_agg(DISTINCT a.id) FILTER (WHERE a.id IS NOT NULL), '{}') AS member_ids
     FROM skill_groups g
     LEFT JOIN skill_group_members gm ON gm.skill_group_id = g.id
     LEFT JOIN tenant_members m ON m.account_id = gm.account_id
     LEFT JOIN role_permissions p ON p.role_id = m.role_id AND p.permission_code = $1
     LEFT JOIN staff_accounts a ON a.id = m.account_id AND a.status = 'active' AND p.role_id IS NOT NULL
     WHERE $2::uuid IS NULL OR g.id = $2::uuid
     GROUP BY g.id, g.name
     ORDER BY g.name, g.id`,
    [TO_DO_PERMISSIONS.workOrderCentre, only ?? null],
  )
  return rows.map((row) => ({ id: row.id, name: row.name, memberIds: row.member_ids }))
}
