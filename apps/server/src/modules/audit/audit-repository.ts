import type { AuditEvent, AuditFacets, AuditValues, auditQuerySchema } from '@portal/contract'
import type { z } from 'zod'
import type { Queryable } from '../../db/database'
import { likePattern } from '../../lib/like-pattern'

/** One administrative change as the trail stores it, secrets already removed. */
export type AuditRow = {
  actorAccountId: string | null
  ip: string | null
  userAgent: string | null
  action: string
  targetType: string
  targetId: string | null
  targetName: string | null
  before: unknown
  after: unknown
}

/** Appends a change to the trail of the transaction's tenant, naming the actor as they are named now. */
export async function insertAuditEvent(tx: Queryable, row: AuditRow): Promise<void> {
  await tx.query(
    `INSERT INTO audit_events (tenant_id, actor_account_id, actor_name, ip, user_agent, action, target_type,
       target_id, target_name, before_values, after_values)
     VALUES (current_tenant_id(), $1::uuid,
       COALESCE((SELECT name FROM staff_accounts WHERE id = $1::uuid), ''), $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      row.actorAccountId,
      row.ip,
      row.userAgent,
      row.action,
      row.targetType,
      row.targetId,
      row.targetName,
      row.before === undefined ? null : JSON.stringify(row.before),
      row.after === undefined ? null : JSON.stringify(row.after),
    ],
  )
}

/** The trail's filters as the list route parsed them. */
export type AuditFilter = z.output<typeof auditQuerySchema>

type EventRow = {
  id: string
  created_at: Date
  actor_account_id: string | null
  actor_name: string
  ip: string | null
  user_agent: string | null
  action: string
  target_type: string
  target_id: string | null
  target_name: string | null
  before_values: AuditValues
  after_values: AuditValues
  total: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// $1 actor id, $2 actor name pattern, $3 action, $4 target type, $5 target id, $6 target name pattern, $7 from,
// $8 to, $9 keyword pattern.
const MATCHES_FILTER = `WHERE ($1::uuid IS NULL OR e.actor_account_id = $1)
    AND ($2::text IS NULL OR e.actor_name ILIKE $2)
    AND ($3::text IS NULL OR e.action = $3)
    AND ($4::text IS NULL OR e.target_type = $4)
    AND ($5::text IS NULL OR e.target_id = $5 OR e.target_name ILIKE $6)
    AND ($7::timestamptz IS NULL OR e.created_at >= $7)
    AND ($8::timestamptz IS NULL OR e.created_at <= $8)
    AND ($9::text IS NULL OR e.action ILIKE $9 OR e.actor_name ILIKE $9 OR e.target_name ILIKE $9
         OR e.target_id ILIKE $9 OR e.before_values::text ILIKE $9 OR e.after_values::text ILIKE $9)`

const filterParams = (filter: AuditFilter) => {
  const isActorId = UUID.test(filter.actor ?? '')
  return [
    isActorId ? filter.actor : null,
    isActorId ? null : likePattern(filter.actor),
    filter.action || null,
    filter.targetType || null,
    filter.target || null,
    likePattern(filter.target),
    filter.from ?? null,
    filter.to ?? null,
    likePattern(filter.keyword),
  ]
}

const toEvent = (row: EventRow): AuditEvent => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  actorAccountId: row.actor_account_id,
  actorName: row.actor_name,
  ip: row.ip,
  userAgent: row.user_agent,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  targetName: row.target_name,
  before: row.before_values,
  after: row.after_values,
})

/** One page of the current tenant's trail, newest first, with the total that matches (full user agents). */
export async function listAuditEvents(
  tx: Queryable,
  filter: AuditFilter,
): Promise<{ list: AuditEvent[]; total: number }> {
  const params = filterParams(filter)
  const { rows } = await tx.query<EventRow>(
    `SELECT e.id, e.created_at, e.actor_account_id, e.actor_name, e.ip, e.user_agent, e.action, e.target_type,
            e.target_id, e.target_name, e.before_values, e.after_values, count(*) OVER () AS total
     FROM audit_events e
     ${MATCHES_FILTER}
     ORDER BY e.created_at DESC, e.id DESC LIMIT $10 OFFSET $11`,
    [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
  )
  if (rows[0]) return { list: rows.map(toEvent), total: Number(rows[0].total) }
  // A page past the end has no row to carry the total.
  const count = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_events e ${MATCHES_FILTER}`,
    params,
  )
  return { list: [], total: count.rows[0]?.n ?? 0 }
}

/** The actions and target types the current tenant's trail holds, in order. */
export async function auditFacets(tx: Queryable): Promise<AuditFacets> {
  const { rows } = await tx.query<{ actions: string[] | null; target_types: string[] | null }>(
    `SELECT array_agg(DISTINCT action ORDER BY action) AS actions,
            array_agg(DISTINCT target_type ORDER BY target_type) AS target_types
     FROM audit_events`,
  )
  return { actions: rows[0]?.actions ?? [], targetTypes: rows[0]?.target_types ?? [] }
}
