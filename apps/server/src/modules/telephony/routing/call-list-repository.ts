import {
  maskPhone,
  type CallType,
  type RecentNumber,
  type UnansweredCall,
  type UnansweredKind,
  type WaitingCall,
} from '@portal/contract'
import type { Queryable } from '../../../db/database'
import { uuidOrNull } from '../../../lib/uuid-or-null'

const LIST_LIMIT = 100
const RECENT_LIMIT = 10

// The latest call back to a record r, and who placed it.
const CALLED_BACK = `LEFT JOIN LATERAL (SELECT b.started_at, s.name FROM call_records b
    LEFT JOIN staff_accounts s ON s.id = b.agent_account_id
    WHERE b.callback_of = r.id ORDER BY b.started_at DESC LIMIT 1) back ON true`

type UnansweredRow = {
  recordId: string
  kind: UnansweredKind
  at: Date
  phone: string
  customerName: string | null
  skillsetName: string | null
  isAnsweredByOther: boolean
  calledBackAt: Date | null
  calledBackBy: string | null
}

const toUnanswered = (row: UnansweredRow): UnansweredCall => ({
  recordId: row.recordId,
  kind: row.kind,
  at: row.at.toISOString(),
  phoneNumber: maskPhone(row.phone),
  customerName: row.customerName,
  skillsetName: row.skillsetName,
  isAnsweredByOther: row.isAnsweredByOther,
  calledBackAt: row.calledBackAt?.toISOString() ?? null,
  calledBackBy: row.calledBackBy,
})

/** The calls waiting in the agent's skill groups, longest waiting first, with how often each was offered them. */
export async function readWaitingCalls(tx: Queryable, accountId: string): Promise<WaitingCall[]> {
  const { rows } = await tx.query<Omit<WaitingCall, 'queuedAt'> & { queuedAt: Date }>(
    `SELECT r.id AS "recordId", r.skill_group_id AS "skillGroupId", g.name AS "skillsetName",
       r.phone AS "phoneNumber", c.name AS "customerName", r.queued_at AS "queuedAt",
       (SELECT count(*)::int FROM call_offers o WHERE o.record_id = r.id AND o.account_id = $1) AS "offersToMe"
     FROM call_records r
     JOIN skill_group_members m ON m.skill_group_id = r.skill_group_id AND m.account_id = $1
     JOIN skill_groups g ON g.id = r.skill_group_id
     LEFT JOIN customers c ON c.id = r.customer_id
     WHERE r.status = 'QUEUED' ORDER BY r.queued_at LIMIT ${LIST_LIMIT}`,
    [accountId],
  )
  return rows.map((row) => ({
    ...row,
    phoneNumber: maskPhone(row.phoneNumber),
    queuedAt: row.queuedAt.toISOString(),
  }))
}

/**
 * The calls that rang at the agent and were not taken by them, newest first, one row a call (its latest offer to
 * them): missed (rang out) or rejected; not those they answered on a later offer.
 */
export async function readMissedCalls(tx: Queryable, accountId: string): Promise<UnansweredCall[]> {
  const { rows } = await tx.query<UnansweredRow>(
    `SELECT r.id AS "recordId", o.outcome AS kind, o.offered_at AS at, r.phone, c.name AS "customerName",
       g.name AS "skillsetName", (r.answered_at IS NOT NULL) AS "isAnsweredByOther",
       back.started_at AS "calledBackAt", back.name AS "calledBackBy"
     FROM (SELECT DISTINCT ON (record_id) record_id, outcome, offered_at FROM call_offers
           WHERE account_id = $1 AND outcome IN ('missed', 'rejected')
           ORDER BY record_id, offered_at DESC) o
     JOIN call_records r ON r.id = o.record_id
     LEFT JOIN customers c ON c.id = r.customer_id
     LEFT JOIN skill_groups g ON g.id = r.skill_group_id
     ${CALLED_BACK}
     WHERE NOT EXISTS (SELECT 1 FROM call_offers mine
       WHERE mine.record_id = r.id AND mine.account_id = $1 AND mine.outcome = 'answered')
     ORDER BY o.offered_at DESC LIMIT ${LIST_LIMIT}`,
    [accountId],
  )
  return rows.map(toUnanswered)
}

/** The calls whose callers hung up before anyone answered, in the queues of the agent's skill groups. */
export async function readAbandonedCalls(tx: Queryable, accountId: string): Promise<UnansweredCall[]> {
  const { rows } = await tx.query<UnansweredRow>(
    `SELECT r.id AS "recordId", 'abandoned' AS kind, r.ended_at AS at, r.phone, c.name AS "customerName",
       g.name AS "skillsetName", false AS "isAnsweredByOther",
       back.started_at AS "calledBackAt", back.name AS "calledBackBy"
     FROM call_records r
     JOIN skill_group_members m ON m.skill_group_id = r.skill_group_id AND m.account_id = $1
     JOIN skill_groups g ON g.id = r.skill_group_id
     LEFT JOIN customers c ON c.id = r.customer_id
     ${CALLED_BACK}
     WHERE r.result = 'abandoned' AND r.call_type = 'INBOUND'
     ORDER BY r.started_at DESC LIMIT ${LIST_LIMIT}`,
    [accountId],
  )
  return rows.map(toUnanswered)
}

/** The agent's recent numbers, one row a number (its latest call), latest first. */
export async function readRecentNumbers(tx: Queryable, accountId: string): Promise<RecentNumber[]> {
  const { rows } = await tx.query<{
    recordId: string
    callType: Exclude<CallType, 'NULL'>
    phone: string
    customerName: string | null
    startedAt: Date
  }>(
    `SELECT * FROM (SELECT DISTINCT ON (r.phone) r.id AS "recordId", r.call_type AS "callType", r.phone,
         c.name AS "customerName", r.started_at AS "startedAt"
       FROM call_records r LEFT JOIN customers c ON c.id = r.customer_id
       WHERE r.agent_account_id = $1 ORDER BY r.phone, r.started_at DESC) latest
     ORDER BY "startedAt" DESC LIMIT ${RECENT_LIMIT}`,
    [accountId],
  )
  return rows.map(({ phone, startedAt, ...row }) => ({
    ...row,
    phoneNumber: maskPhone(phone),
    startedAt: startedAt.toISOString(),
  }))
}

/**
 * The number of a record the agent may call back: one of their own calls, one offered to them, or one abandoned
 * in the queue of their skill groups; undefined otherwise.
 */
export async function callBackNumber(
  tx: Queryable,
  recordId: string,
  accountId: string,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ phone: string }>(
    `SELECT r.phone FROM call_records r WHERE r.id = $1 AND (r.agent_account_id = $2
       OR EXISTS (SELECT 1 FROM call_offers o WHERE o.record_id = r.id AND o.account_id = $2)
       OR (r.result = 'abandoned' AND EXISTS (SELECT 1 FROM skill_group_members m
         WHERE m.skill_group_id = r.skill_group_id AND m.account_id = $2)))`,
    [uuidOrNull(recordId), accountId],
  )
  return rows[0]?.phone
}
