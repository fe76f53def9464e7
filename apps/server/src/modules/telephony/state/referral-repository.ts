import type { Queryable } from '../../../db/database'

/**
 * A blind transfer on a SIP network while the customer follows its REFER (call_transfers, REFERRING): from the
 * agent's call (`recordId`) to the colleague's (`nextRecordId`).
 */
export type OpenReferral = { id: string; recordId: string; nextRecordId: string }

const OPEN_REFERRAL_SQL = `SELECT id, record_id AS "recordId", next_record_id AS "nextRecordId" FROM call_transfers
  WHERE status = 'REFERRING' AND `

/** The referral under way from the agent's call, locked; undefined when none is. */
export async function lockReferralFrom(tx: Queryable, recordId: string): Promise<OpenReferral | undefined> {
  const { rows } = await tx.query<OpenReferral>(`${OPEN_REFERRAL_SQL} record_id = $1 FOR UPDATE`, [recordId])
  return rows[0]
}

/** The referral under way into the colleague's call, locked; undefined when none is. */
export async function lockReferralInto(
  tx: Queryable,
  nextRecordId: string,
): Promise<OpenReferral | undefined> {
  const { rows } = await tx.query<OpenReferral>(`${OPEN_REFERRAL_SQL} next_record_id = $1 FOR UPDATE`, [
    nextRecordId,
  ])
  return rows[0]
}

/** A referral ends: handed over (the customer is the colleague's), or failed, with the contract text of why. */
export async function settleReferral(
  tx: Queryable,
  referralId: string,
  outcome: { status: 'HANDED_OVER' } | { status: 'FAILED'; failure: string },
): Promise<void> {
  await tx.query(`UPDATE call_transfers SET status = $2, failure = $3, ended_at = now() WHERE id = $1`, [
    referralId,
    outcome.status,
    outcome.status === 'FAILED' ? outcome.failure : null,
  ])
}
