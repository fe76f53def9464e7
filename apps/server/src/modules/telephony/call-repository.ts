import type { CallResult, SipDialog } from '@portal/contract'
import type { FarEndEvent } from '../../plugins/app/cti/cti-port'
import type { Queryable } from '../../db/database'
import type { CallRowStatus } from './call-state-machine'

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
  /** Whom the softphone dials (a call of a SIP network the agent placed). */
  sip_target: string | null
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
}

/**
 * A new call with its record, the customer found by the number and the DID's name filled in.
 * @returns the record's id
 */
export async function insertCall(tx: Queryable, call: NewCall): Promise<CallRecordRow> {
  const { rows } = await tx.query<CallRecordRow>(
    `INSERT INTO call_records (tenant_id, call_id, call_type, status, phone, skill_group_id, agent_account_id,
       outbound_task_id, did, did_name, customer_id, attribution, queued_at)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8,
       COALESCE((SELECT name FROM did_numbers WHERE number = $8), ''),
       (SELECT id FROM customers WHERE phone = $4 ORDER BY created_at LIMIT 1),
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
    `SELECT * FROM call_records WHERE ${byRecord ? 'id::text' : 'call_id'} = $1 FOR UPDATE`,
    [byRecord ? id.recordId : id.callId],
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
  ring_deadline: Date | null
  far_end_event: string | null
  far_end_at: Date | null
  acw_duration: number | null
  note: string
  sip_target: string | null
  sip_dialog: SipDialog | null
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

/** The longest-waiting queued call of the agent's skill groups that they have not missed, locked (others skipped). */
export async function lockOldestQueuedCallFor(
  tx: Queryable,
  accountId: string,
): Promise<CallRecordRow | undefined> {
  const { rows } = await tx.query<CallRecordRow>(
    `SELECT r.* FROM call_records r
     JOIN skill_group_members m ON m.skill_group_id = r.skill_group_id AND m.account_id = $1
     WHERE r.status = 'QUEUED' AND NOT ($1 = ANY (r.missed_by))
     ORDER BY r.queued_at LIMIT 1 FOR UPDATE OF r SKIP LOCKED`,
    [accountId],
  )
  return rows[0]
}

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

/** The agent's note on their own record; false when the record is not theirs. */
export async function setOwnNote(tx: Queryable, recordId: string, accountId: string, note: string) {
  const { rowCount } = await tx.query(
    'UPDATE call_records SET note = $1 WHERE id = $2 AND agent_account_id = $3',
    [note, recordId, accountId],
  )
  return (rowCount ?? 0) > 0
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
