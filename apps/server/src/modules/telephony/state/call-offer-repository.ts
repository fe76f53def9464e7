import type { Queryable } from '../../../db/database'

/** How an offer of a call to an agent ended (call_offers.outcome). */
export type OfferOutcome = 'answered' | 'missed' | 'rejected' | 'callerHungUp' | 'withdrawn'

/** Keeps an offer of the call to the agent: ringing, or already answered (auto-answer, a call picked). */
export async function recordOffer(
  tx: Queryable,
  recordId: string,
  accountId: string,
  outcome: 'answered' | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO call_offers (tenant_id, record_id, account_id, outcome, ended_at)
     VALUES (current_tenant_id(), $1, $2, $3, CASE WHEN $3::text IS NULL THEN NULL ELSE now() END)`,
    [recordId, accountId, outcome],
  )
}

/** The ringing offer of the call to the agent ends so. */
export async function closeOffer(
  tx: Queryable,
  recordId: string,
  accountId: string,
  outcome: OfferOutcome,
): Promise<void> {
  await tx.query(
    `UPDATE call_offers SET outcome = $3, ended_at = now()
     WHERE record_id = $1 AND account_id = $2 AND outcome IS NULL`,
    [recordId, accountId, outcome],
  )
}

/** Whether the call was ever offered to the agent. */
export async function wasOfferedTo(tx: Queryable, recordId: string, accountId: string): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM call_offers WHERE record_id = $1 AND account_id = $2 LIMIT 1',
    [recordId, accountId],
  )
  return rows.length > 0
}
