import { maskPhone, type CallResult, type CallStatus, type CallType, type DeskCall } from '@portal/contract'
import type { Queryable } from '../../db/database'

type DeskCallRow = {
  id: string
  call_type: CallType
  status: CallStatus
  phone: string
  customer_id: string | null
  customer_name: string | null
  customer_identity: string | null
  customer_tags: string[] | null
  note: string
  wrap_up_code: string | null
  result: CallResult | null
  started_at: Date
  answered_at: Date | null
  ended_at: Date | null
  survey_score: number | null
  is_callback_request: boolean
  group_wrap_up_codes: string[] | null
  leg_count: number
}

const SELECT_DESK_CALL = `SELECT r.id, r.call_type, r.status, r.phone, r.customer_id, c.name AS customer_name,
    c.identity AS customer_identity, c.tags AS customer_tags, r.note, r.wrap_up_code, r.result, r.started_at,
    r.answered_at, r.ended_at, r.survey_score, r.callback_requested_at IS NOT NULL AS is_callback_request,
    CASE WHEN cardinality(g.wrap_up_codes) > 0 THEN g.wrap_up_codes END AS group_wrap_up_codes,
    (SELECT count(*)::int FROM call_transfers t WHERE t.record_id = r.id OR t.next_record_id = r.id) AS leg_count
  FROM call_records r LEFT JOIN customers c ON c.id = r.customer_id
  LEFT JOIN skill_groups g ON g.id = r.skill_group_id`

const toDeskCall = (row: DeskCallRow): DeskCall => ({
  recordId: row.id,
  callType: row.call_type,
  callStatus: row.status,
  phoneNumber: maskPhone(row.phone),
  customer: row.customer_id
    ? {
        id: row.customer_id,
        name: row.customer_name ?? '',
        identity: row.customer_identity ?? '',
        tags: row.customer_tags ?? [],
      }
    : null,
  note: row.note,
  wrapUpCode: row.wrap_up_code,
  result: row.result,
  startedAt: row.started_at.toISOString(),
  answeredAt: row.answered_at?.toISOString() ?? null,
  endedAt: row.ended_at?.toISOString() ?? null,
  surveyScore: row.survey_score,
  isCallbackRequest: row.is_callback_request,
  wrapUpCodes: row.group_wrap_up_codes,
  legCount: row.leg_count,
})

/** The call the agent is on, or finished last while its after-call work lasts. */
export async function readCurrentDeskCall(tx: Queryable, accountId: string): Promise<DeskCall | null> {
  const { rows } = await tx.query<DeskCallRow>(
    `${SELECT_DESK_CALL} JOIN cti_agents a ON a.current_call_id = r.id
     WHERE a.account_id = $1 AND r.agent_account_id = $1`,
    [accountId],
  )
  return rows[0] ? toDeskCall(rows[0]) : null
}

/** The agent's calls since a moment (the start of their day), newest first. */
export async function readDeskCallsSince(tx: Queryable, accountId: string, since: Date): Promise<DeskCall[]> {
  const { rows } = await tx.query<DeskCallRow>(
    `${SELECT_DESK_CALL} WHERE r.agent_account_id = $1 AND r.started_at >= $2
     ORDER BY r.started_at DESC LIMIT 100`,
    [accountId, since],
  )
  return rows.map(toDeskCall)
}

/**
 * Sets the wrap-up code of one of the agent's own calls. The code must be one of the tenant's (the foreign key
 * would refuse another, and row-level security hides every other tenant's code from the lookup) and one the call's
 * skill group offers, when it lists some.
 */
export async function setOwnWrapUpCode(
  tx: Queryable,
  recordId: string,
  accountId: string,
  code: string,
): Promise<'saved' | 'unknownCode' | 'notOwnCall'> {
  const known = await tx.query(
    `SELECT 1 FROM wrap_up_codes w WHERE w.code = $1 AND NOT EXISTS (SELECT 1 FROM call_records r
       JOIN skill_groups g ON g.id = r.skill_group_id
       WHERE r.id = $2 AND cardinality(g.wrap_up_codes) > 0 AND NOT w.code = ANY (g.wrap_up_codes))`,
    [code, recordId],
  )
  if (known.rows.length === 0) return 'unknownCode'
  const { rowCount } = await tx.query(
    'UPDATE call_records SET wrap_up_code = $1 WHERE id = $2 AND agent_account_id = $3',
    [code, recordId, accountId],
  )
  return (rowCount ?? 0) > 0 ? 'saved' : 'notOwnCall'
}

/** A call of the agent's by its record. */
export async function readOwnDeskCall(tx: Queryable, recordId: string, accountId: string) {
  const { rows } = await tx.query<DeskCallRow>(
    `${SELECT_DESK_CALL} WHERE r.id = $1 AND r.agent_account_id = $2`,
    [recordId, accountId],
  )
  return rows[0] ? toDeskCall(rows[0]) : null
}
