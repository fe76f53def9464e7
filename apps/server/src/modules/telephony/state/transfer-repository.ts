import {
  OPEN_CONSULT_STATUSES,
  type CallLeg,
  type OpenConsultStatus,
  type TransferStatus,
} from '@portal/contract'
import type { Queryable } from '../../../db/database'
import type { CallRecordRow } from './call-repository'
import type { CallRowStatus } from './call-state-machine'
import { sqlTextList } from '../../../lib/sql-text-list'

/** The transfers and consults of calls (call_transfers): the legs a call's record shows. */

export type NewTransfer = {
  recordId: string
  fromAccountId: string
  mode: 'BLIND' | 'CONSULT'
  status: TransferStatus
  /** A colleague, a queue, or (a queue's transfer on a SIP network) the agent of the queue it went to. */
  to: { accountId: string; skillGroupId?: string } | { skillGroupId: string }
  nextRecordId?: string
  /** A consult rings until then. */
  ringDeadline?: Date
}

/** A transfer or consult, named as its agents and group are now; its id. */
export async function insertTransfer(tx: Queryable, transfer: NewTransfer): Promise<string> {
  const toAccount = 'accountId' in transfer.to ? transfer.to.accountId : null
  const toGroup = transfer.to.skillGroupId ?? null
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO call_transfers (tenant_id, record_id, from_account_id, from_name, to_account_id, to_name,
       skill_group_id, mode, status, next_record_id, ended_at, ring_deadline)
     VALUES (current_tenant_id(), $1, $2, (SELECT name FROM staff_accounts WHERE id = $2), $3::uuid,
       (SELECT name FROM staff_accounts WHERE id = $3::uuid), $4::uuid, $5, $6, $7::uuid,
       CASE WHEN $5 = 'BLIND' AND $6 <> 'REFERRING' THEN now() END, $8)
     RETURNING id`,
    [
      transfer.recordId,
      transfer.fromAccountId,
      toAccount,
      toGroup,
      transfer.mode,
      transfer.status,
      transfer.nextRecordId ?? null,
      transfer.ringDeadline ?? null,
    ],
  )
  const row = rows[0]
  if (!row) throw new Error('transfer not created')
  return row.id
}

/** The contract's open consult statuses as an SQL list, for `status IN ${OPEN_CONSULT}`. */
export const OPEN_CONSULT = sqlTextList(OPEN_CONSULT_STATUSES)

export type OpenConsult = {
  id: string
  recordId: string
  fromAccountId: string
  toAccountId: string
  status: OpenConsultStatus
  ringDeadline: Date | null
}

/**
 * An open consult by id, or undefined: read without a lock (`peek`) to find its call and lock that first (every
 * change locks a call before anything of it), then read again once the call is locked (`lock`).
 */
export async function findOpenConsult(
  tx: Queryable,
  consultId: string,
  mode: 'peek' | 'lock',
): Promise<OpenConsult | undefined> {
  const { rows } = await tx.query<OpenConsult>(
    `SELECT id, record_id AS "recordId", from_account_id AS "fromAccountId", to_account_id AS "toAccountId", status,
       ring_deadline AS "ringDeadline"
     FROM call_transfers WHERE id::text = $1 AND mode = 'CONSULT' AND status IN ${OPEN_CONSULT}
     ${mode === 'lock' ? 'FOR UPDATE' : ''}`,
    [consultId],
  )
  return rows[0]
}

/** Moves a consult on: answered (talking), or ended as completed, conferenced, cancelled, refused or unanswered. */
export async function setConsultStatus(
  tx: Queryable,
  consultId: string,
  status: TransferStatus,
  nextRecordId: string | null = null,
): Promise<void> {
  await tx.query(
    `UPDATE call_transfers SET status = $2, next_record_id = COALESCE($3::uuid, next_record_id),
       answered_at = CASE WHEN $2 = 'CONSULTING' THEN now() ELSE answered_at END,
       ended_at = CASE WHEN $2 = 'CONSULTING' THEN NULL ELSE now() END, ring_deadline = NULL
     WHERE id = $1`,
    [consultId, status, nextRecordId],
  )
}

/** Whether the call has a consult ringing or going on (one at a time). */
export async function hasOpenConsult(tx: Queryable, recordId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM call_transfers WHERE record_id = $1 AND mode = 'CONSULT' AND status IN ${OPEN_CONSULT}`,
    [recordId],
  )
  return rows.length > 0
}

/** The open consult of a call ends with it (the customer or the agent hung up): cancelled; its colleagues. */
export async function cancelOpenConsults(tx: Queryable, recordId: string): Promise<string[]> {
  const { rows } = await tx.query<{ to_account_id: string | null }>(
    `UPDATE call_transfers SET status = 'CANCELLED', ended_at = now()
     WHERE record_id = $1 AND mode = 'CONSULT' AND status IN ${OPEN_CONSULT} RETURNING to_account_id`,
    [recordId],
  )
  return rows.flatMap((row) => (row.to_account_id ? [row.to_account_id] : []))
}

/**
 * The customer of a call goes on in a new record of the given agent (or none, queued): the same customer, number,
 * DID and skill group (else the one given), and the simulated far end's plan; its provider id is the call's with
 * the transfer's mark, so that each record keeps its own.
 */
export async function continueCall(
  tx: Queryable,
  call: CallRecordRow,
  next: { status: CallRowStatus; agentAccountId: string | null; skillGroupId?: string; mark: string },
): Promise<CallRecordRow> {
  const { rows } = await tx.query<CallRecordRow>(
    `INSERT INTO call_records (tenant_id, call_id, call_type, status, phone, skill_group_id, agent_account_id,
       did, did_name, customer_id, attribution, queued_at, offered_at, answered_at, far_end_event, far_end_at)
     SELECT tenant_id, call_id || '~' || $3, 'INBOUND', $2, phone, COALESCE($5::uuid, skill_group_id), $4::uuid,
       did, did_name, customer_id, attribution,
       CASE WHEN $2 = 'QUEUED' THEN now() END, CASE WHEN $4::uuid IS NOT NULL THEN now() END,
       CASE WHEN $2 LIKE 'INBOUND_ACTIVE%' THEN now() END, far_end_event, far_end_at
     FROM call_records WHERE id = $1
     RETURNING *`,
    [call.id, next.status, next.mark, next.agentAccountId, next.skillGroupId ?? null],
  )
  const row = rows[0]
  if (!row) throw new Error('continued call not created')
  return row
}

/** Every leg of a record: the transfers and consults from it, and the one it came from. */
export async function readCallLegs(tx: Queryable, accountId: string, recordId: string): Promise<CallLeg[]> {
  const { rows } = await tx.query<
    Omit<CallLeg, 'createdAt' | 'answeredAt' | 'endedAt'> & {
      createdAt: Date
      answeredAt: Date | null
      endedAt: Date | null
    }
  >(
    `SELECT t.id, t.mode, t.status, t.from_name AS "fromStaffName", t.to_name AS "toStaffName",
       g.name AS "skillGroupName", t.next_record_id AS "nextRecordId", t.created_at AS "createdAt",
       t.answered_at AS "answeredAt", t.ended_at AS "endedAt"
     FROM call_transfers t LEFT JOIN skill_groups g ON g.id = t.skill_group_id
     WHERE (t.record_id::text = $1 OR t.next_record_id::text = $1)
       AND EXISTS (SELECT 1 FROM call_records r WHERE r.id::text = $1 AND r.agent_account_id = $2)
     ORDER BY t.created_at`,
    [recordId, accountId],
  )
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  }))
}

/** Whether this tenant has the skill group (a transfer's queue). */
export async function skillGroupExists(tx: Queryable, skillGroupId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM skill_groups WHERE id::text = $1', [skillGroupId])
  return rows.length > 0
}

/** The colleague hung up on a consult they were in: it is cancelled (the agent is back with the held customer). */
export async function cancelConsultOf(tx: Queryable, recordId: string, colleagueId: string): Promise<void> {
  await tx.query(
    `UPDATE call_transfers SET status = 'CANCELLED', ended_at = now()
     WHERE record_id = $1 AND to_account_id = $2 AND mode = 'CONSULT' AND status IN ${OPEN_CONSULT}`,
    [recordId, colleagueId],
  )
}

/**
 * The consults of any tenant whose colleague did not answer in time, or whose referral got no word in time (read
 * past row-level security).
 */
export async function listDueConsults(
  db: Queryable,
  limit: number,
): Promise<{ tenant_id: string; subject_id: string }[]> {
  const { rows } = await db.query<{ tenant_id: string; subject_id: string }>(
    'SELECT * FROM cti_due_consults($1)',
    [limit],
  )
  return rows
}

/** Who consults the colleague in their open consult (ringing, talking or referring); undefined when none. */
export async function consultingAgentOf(tx: Queryable, colleagueId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ from_account_id: string }>(
    `SELECT from_account_id FROM call_transfers
     WHERE to_account_id = $1 AND mode = 'CONSULT' AND status IN ${OPEN_CONSULT}`,
    [colleagueId],
  )
  return rows[0]?.from_account_id
}
