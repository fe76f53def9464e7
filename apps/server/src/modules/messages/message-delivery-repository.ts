import type { Queryable } from '../../db/database'

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
