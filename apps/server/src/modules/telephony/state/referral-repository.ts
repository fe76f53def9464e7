import type { Queryable } from '../../../db/database'

/**
 * A referral under way on a SIP network (call_transfers, REFERRING) while the customer follows the agent's REFER:
 * a blind transfer's, from the agent's call (`recordId`) to the colleague's ringing one (`nextRecordId`), or a
 * completed consult's, whose colleague (`toAccountId`) gets the customer's call once it reaches them.
 */
export type OpenReferral = {
  id: string
  mode: 'BLIND' | 'CONSULT'
  recordId: string
  nextRecordId: string | null
  toAccountId: string
}

const OPEN_REFERRAL_SQL = `SELECT id, mode, record_id AS "recordId", next_record_id AS "nextRecordId",
  to_account_id AS "toAccountId" FROM call_transfers WHERE status = 'REFERRING' AND `

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

/**
 * The agent's call whose completed consult refers its customer to the colleague, read without a lock (the call is
 * locked first); undefined when the colleague has no such consult.
 */
export async function peekConsultReferralTo(
  tx: Queryable,
  colleagueId: string,
): Promise<{ recordId: string } | undefined> {
  const { rows } = await tx.query<{ recordId: string }>(
    `${OPEN_REFERRAL_SQL} mode = 'CONSULT' AND to_account_id = $1`,
    [colleagueId],
  )
  return rows[0]
}

/** A blind referral ends: handed over (the customer is the colleague's), or failed, with the contract text of why. */
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

/** The agent completes a consult on a SIP network: it refers the customer until the outcome, or `deadline`. */
export async function startConsultReferral(tx: Queryable, consultId: string, deadline: Date): Promise<void> {
  await tx.query(
    `UPDATE call_transfers SET status = 'REFERRING', failure = NULL, ring_deadline = $2 WHERE id = $1`,
    [consultId, deadline],
  )
}

/** A consult's referral failed: the agents talk on (the customer still held), with the contract text of why. */
export async function resumeConsultAfterReferral(
  tx: Queryable,
  consultId: string,
  failure: string,
): Promise<void> {
  await tx.query(
    `UPDATE call_transfers SET status = 'CONSULTING', failure = $2, ring_deadline = NULL WHERE id = $1`,
    [consultId, failure],
  )
}
