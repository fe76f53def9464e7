import type { Database, Queryable } from '../../db/database'

/** Stores a ticket (by its hash) for the signed-in account of the current tenant, bound to one origin. */
export async function storeExtendTicket(
  tx: Queryable,
  ticket: { ticketHash: Buffer; accountId: string | undefined; origin: string; ttlSeconds: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO extend_tickets (ticket_hash, tenant_id, account_id, origin, expires_at)
     VALUES ($1, current_tenant_id(), $2, $3, now() + make_interval(secs => $4))`,
    [ticket.ticketHash, ticket.accountId, ticket.origin, ticket.ttlSeconds],
  )
}

/** Who a live ticket of this origin was issued to; it is used up by this call. */
export async function redeemExtendTicket(
  db: Database,
  ticketHash: Buffer,
  origin: string,
): Promise<{ accountId: string; tenantId: string; name: string; roleName: string } | null> {
  const { rows } = await db.query<{
    account_id: string
    tenant_id: string
    name: string
    role_name: string
  }>('SELECT * FROM extend_ticket_redeem($1, $2)', [ticketHash, origin])
  const row = rows[0]
  return row
    ? { accountId: row.account_id, tenantId: row.tenant_id, name: row.name, roleName: row.role_name }
    : null
}
