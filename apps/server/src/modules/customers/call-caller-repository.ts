import type { Queryable } from '../../db/database'

/** Who was on a call with the tenant: its customer when it has one, and the number in full. */
export type CallCaller = {
  customerId: string | null
  customerName: string | null
  phone: string
  note: string
}

/**
 * The caller of one of the current tenant's call records, or null when it is not the tenant's (row-level
 * security): pages name a caller by the record, since the number they see is masked.
 */
export async function findCallCaller(tx: Queryable, recordId: string): Promise<CallCaller | null> {
  const { rows } = await tx.query<CallCaller>(
    `SELECT r.customer_id AS "customerId", c.name AS "customerName", r.phone, r.note
     FROM call_records r LEFT JOIN customers c ON c.id = r.customer_id
     WHERE r.id = $1`,
    [recordId],
  )
  return rows[0] ?? null
}
