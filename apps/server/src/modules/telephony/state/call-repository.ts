import type { CallerHeard, CallResult, SipDialog } from '@portal/contract'
import type { FarEndEvent } from '../../../plugins/app/cti/cti-port'
import type { Queryable } from '../../../db/database'
import { isCallEnded, type CallRowStatus } from './call-state-machine'
import { uuidOrNull } from '../../../lib/uuid-or-null'

/** A call and its communicate record, as the CTI server works on it. */
export type CallRecordRow = {
  id: string
  call_id: string
  call_type: 'INBOUND' | 'MANUAL'
  status: CallRowStatus
  skill_group_id: string | null
  agent_account_id: string | null
  customer_id: string | null
  phone: string
  outbound_task_id: string | null
  missed_by: string[]
  answered_at: Date | null
  ring_deadline: Date | null
  far_end_event: string | null
  far_end_at: Date | null
  sip_dialog: SipDialog | null
  /** Whom the softphone dials (a call of a SIP network the agent placed), or refers the customer to (transferred). */
  sip_target: string | null
  /** The record this call calls back (a missed, rejected or abandoned call, or a redial). */
  callback_of: string | null
  /** What the caller heard, step by step (greetings, queue position, the survey). */
  caller_heard: CallerHeard[]
  /** Set on a call-back request: the caller left their number (no one is on the line) to be called back. */
  callback_requested_at: Date | null
  /** When the call leaves its queue by the queue's maximum wait. */
  queue_deadline: Date | null
  /** How many times it overflowed from one queue to another (at most MAX_QUEUE_OVERFLOWS). */
  queue_overflows: number
  /** The names of the IVR menus the caller's keys led to ('' without an IVR). */
  ivr_choice: string
  survey_score: number | null
  /** The answer a simulated caller gives the satisfaction survey. */
  simulated_survey_answer: number | null
}

export type NewCall = {
  callId: string
  callType: 'INBOUND' | 'MANUAL'
  status: CallRowStatus
  phone: string
  skillGroupId: string | null
  agentAccountId: string | null
  outboundTaskId: string | null
  did: string
  /** Where the number is registered, as the telephony network says. */
  attribution: string
  /** The customer the call is with (an outbound task's, one the agent chose); else found by the number. */
  customerId?: string | null
}

/**
 * A new call with its record, its customer (the one given, else found by the number) and the DID's name filled in.
 * @returns the record's id
 */
export async function insertCall(tx: Queryable, call: NewCall): Promise<CallRecordRow> {
  const { rows } = await tx.query<CallRecordRow>(
    `INSERT INTO call_records (tenant_id, call_id, call_type, status, phone, skill_group_id, agent_account_id,
       outbound_task_id, did, did_name, customer_id, attribution, queued_at)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8,
       COALESCE((SELECT name FROM did_numbers WHERE number = $8), ''),
       COALESCE($10::uuid, (SELECT id FROM customers WHERE phone = $4 ORDER BY created_at LIMIT 1)),
       $9, CASE WHEN $3 = 'QUEUED' THEN now() END)
     RETURNING *`,
    [
      call.callId,
      call.callType,
      call.status,
      call.phone,
      call.skillGroupId,
      call.agentAccountId,
      call.outboundTaskId,
      call.did,
      call.attribution,
      call.customerId ?? null,
    ],
  )
  const row = rows[0]
  if (!row) throw new Error('call record not created')
  return row
}

/** Locks a call by its record id or the provider's call id; undefined when this tenant has no such call. */
export async function lockCall(tx: Queryable, id: { recordId: string } | { callId: string }) {
  const byRecord = 'recordId' in id
  const { rows } = await tx.query<CallRecordRow>(
    `SELECT * FROM call_records WHERE ${byRecord ? 'id' : 'call_id'} = $1 FOR UPDATE`,
    [byRecord ? uuidOrNull(id.recordId) : id.callId],
  )
  return rows[0]
}

export type CallPatch = Partial<{
  status: CallRowStatus
  agent_account_id: string | null
  missed_by: string[]
  muted: boolean
  result: CallResult | null
  answered_at: Date | null
  offered_at: Date | null
  queued_at: Date | null
  ended_at: Date | null
  held_at: Date | null
  ring_deadline: Date | null
  far_end_event: string | null
  far_end_at: Date | null
  acw_duration: number | null
  note: string
  sip_target: string | null
  sip_dialog: SipDialog | null
  callback_of: string | null
  survey_score: number | null
  simulated_survey_answer: number | null
  callback_requested_at: Date | null
  skill_group_id: string | null
  queue_entered_at: Date | null
  queue_deadline: Date | null
  queue_overflows: number
  ivr_choice: string
  announce_at: Date | null
  callback_ask_at: Date | null
  auto_answer_at: Date | null
}>

/** Changes a call's columns. */
export async function updateCall(tx: Queryable, recordId: string, patch: CallPatch): Promise<void> {
  const entries = Object.entries(patch)
  if (entries.length === 0) return
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ')
  await tx.query(`UPDATE call_records SET ${assignments} WHERE id = $1`, [
    recordId,
    ...entries.map(([, value]) => value),
  ])
}

/** The monitors and invitees still on a call: their pages show it too. */
export async function callWatchers(tx: Queryable, recordId: string): Promise<string[]> {
  const { rows } = await tx.query<{ account_id: string }>(
    `SELECT account_id FROM call_participants
     WHERE record_id = $1 AND left_at IS NULL AND account_id IS NOT NULL`,
    [recordId],
  )
  return rows.map((row) => row.account_id)
}

/**
 * The queued call of the agent's skill groups to offer when they become ready, locked (others skipped): the one
 * offered them the fewest times, then the longest waiting; none they were offered its group's limit of offers
 * per agent (else `maxOffers`, the tenant's) times.
 */
export async function lockOldestQueuedCallFor(
  tx: Queryable,
  accountId: string,
  maxOffers: number,
): Promise<CallRecordRow | undefined> {
  const { rows } = await tx.query<CallRecordRow>(
    `SELECT r.* FROM call_records r
     JOIN skill_group_members m ON m.skill_group_id = r.skill_group_id AND m.account_id = $1
     JOIN skill_groups g ON g.id = r.skill_group_id
     CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM call_offers o
       WHERE o.record_id = r.id AND o.account_id = $1 OFFSET 0) offers
     WHERE r.status = 'QUEUED' AND offers.n < COALESCE(g.max_offers_per_agent, $2)
     ORDER BY offers.n, r.queued_at LIMIT 1 FOR UPDATE OF r SKIP LOCKED`,
    [accountId, maxOffers],
  )
  return rows[0]
}

/** The agent who missed or refused a call joins those who did (each once): the unread work counts it. */
export const withMissedBy = (call: CallRecordRow, accountId: string): string[] =>
  call.missed_by.includes(accountId) ? call.missed_by : [...call.missed_by, accountId]

/** The network's call id of a record, or '' when there is none. */
export async function callIdOfRecord(tx: Queryable, recordId: string | null): Promise<string> {
  const { rows } = await tx.query<{ call_id: string }>('SELECT call_id FROM call_records WHERE id = $1', [
    recordId,
  ])
  return rows[0]?.call_id ?? ''
}

/** The far end's planned act on a call, when it is due. */
export async function dueFarEndEvent(tx: Queryable, recordId: string): Promise<FarEndEvent | undefined> {
  const { rows } = await tx.query<{ far_end_event: FarEndEvent | null }>(
    'SELECT far_end_event FROM call_records WHERE id = $1 AND far_end_at <= now()',
    [recordId],
  )
  return rows[0]?.far_end_event ?? undefined
}

/** The agent's count of their after-call work on their own record; false when the record is not theirs. */
export async function setOwnAcwDuration(tx: Queryable, recordId: string, accountId: string, seconds: number) {
  const { rowCount } = await tx.query(
    'UPDATE call_records SET acw_duration = $1 WHERE id = $2 AND agent_account_id = $3',
    [seconds, recordId, accountId],
  )
  return (rowCount ?? 0) > 0
}

/**
 * The agent's note on their own record, raising its version; with `version`, only over that version. `stale` when
 * another save came first, `notOwn` when the record is not theirs.
 */
export async function setOwnNote(
  tx: Queryable,
  recordId: string,
  accountId: string,
  note: { text: string; version?: number | undefined },
): Promise<'saved' | 'stale' | 'notOwn'> {
  const { rows } = await tx.query<{ is_saved: boolean }>(
    `WITH own AS (SELECT id, note_version FROM call_records WHERE id = $1 AND agent_account_id = $2 FOR UPDATE),
     saved AS (
       UPDATE call_records r SET note = $3, note_version = r.note_version + 1 FROM own
       WHERE r.id = own.id AND ($4::int IS NULL OR own.note_version = $4) RETURNING r.id)
     SELECT EXISTS (SELECT 1 FROM saved) AS is_saved FROM own`,
    [recordId, accountId, note.text, note.version ?? null],
  )
  if (!rows[0]) return 'notOwn'
  return rows[0].is_saved ? 'saved' : 'stale'
}

/** Whether the record's after-call work still owes its wrap-up code (mandatory after-call work). */
export async function lacksWrapUpCode(tx: Queryable, recordId: string): Promise<boolean> {
  const { rows } = await tx.query<{ wrap_up_code: string | null }>(
    'SELECT wrap_up_code FROM call_records WHERE id = $1',
    [recordId],
  )
  return rows[0] ? rows[0].wrap_up_code === null : false
}

/** The outbound task of one of the agent's own records. */
export async function taskOfOwnRecord(
  tx: Queryable,
  recordId: string,
  accountId: string,
): Promise<string | null> {
  const { rows } = await tx.query<{ outbound_task_id: string | null }>(
    'SELECT outbound_task_id FROM call_records WHERE id = $1 AND agent_account_id = $2',
    [recordId, accountId],
  )
  return rows[0]?.outbound_task_id ?? null
}

/** The after-call work's length on the record, when the agent's page has not reported it (its tab was closed). */
export async function setAcwDurationIfUnset(tx: Queryable, recordId: string, seconds: number): Promise<void> {
  await tx.query('UPDATE call_records SET acw_duration = $2 WHERE id = $1 AND acw_duration IS NULL', [
    recordId,
    seconds,
  ])
}

/**
 * Adds what the caller of a call hears now to its record (the simulator prints it; the call history could show it).
 * @example await appendCallerHeard(tx, recordId, '您好，欢迎致电，请按 1 …')
 */
export async function appendCallerHeard(tx: Queryable, recordId: string, ...texts: string[]): Promise<void> {
  if (texts.length === 0) return
  await tx.query(
    `UPDATE call_records
     SET caller_heard = caller_heard || (SELECT jsonb_agg(jsonb_build_object('at', now(), 'text', t)) FROM unnest($2::text[]) AS t)
     WHERE id = $1`,
    [recordId, texts],
  )
}

/**
 * Where a call stands for its caller: its status, whether it is over for them (ended, or they hung up leaving a
 * call-back request), what they heard and their survey answer.
 */
export async function callHeardByCallId(tx: Queryable, callId: string) {
  const { rows } = await tx.query<{
    status: CallRowStatus
    heard: CallerHeard[]
    survey_score: number | null
    is_callback_request: boolean
  }>(
    `SELECT status, caller_heard AS heard, survey_score, callback_requested_at IS NOT NULL AS is_callback_request
     FROM call_records WHERE call_id = $1`,
    [callId],
  )
  const row = rows[0]
  return (
    row && {
      status: row.status,
      isEnded: isCallEnded(row.status) || row.is_callback_request,
      heard: row.heard,
      surveyScore: row.survey_score,
    }
  )
}
