import type { Queryable } from '../../db/database'

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
