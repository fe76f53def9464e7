import type { Database, Queryable } from '../../db/database'

/**
 * The current tenant's latest delivery seq: the remind cursor and the one a NEWS frame carries. Seqs commit in
 * order, so every message up to it is already visible.
 * @example const cursor = await latestDeliverySeq(tx)
 */
export async function latestDeliverySeq(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ cursor: string | null }>(
    `SELECT max(delivery_seq) AS cursor FROM messages
     WHERE tenant_id = current_tenant_id() AND delivery_seq IS NOT NULL`,
  )
  return Number(rows[0]?.cursor ?? 0)
}

/** A message that has just become visible, with its audience (one account, some roles, or everyone). */
export type DeliveredMessage = {
  tenant_id: string
  delivery_seq: string
  audience_account_id: string | null
  audience_role_ids: string[] | null
}

/** Gives every due message its delivery seq (in seq order across processes: deliver_due_messages()). */
export async function deliverDueMessages(db: Database): Promise<DeliveredMessage[]> {
  const { rows } = await db.query<DeliveredMessage>('SELECT * FROM deliver_due_messages()')
  return rows
}

/** The accounts of a tenant that hold any of these roles. */
export async function listRoleMembers(db: Database, tenantId: string, roleIds: string[]): Promise<string[]> {
  const { rows } = await db.withTenant(tenantId, (tx) =>
    tx.query<{ account_id: string }>(
      'SELECT account_id FROM tenant_members WHERE role_id = ANY ($1::uuid[])',
      [roleIds],
    ),
  )
  return rows.map((row) => row.account_id)
}
