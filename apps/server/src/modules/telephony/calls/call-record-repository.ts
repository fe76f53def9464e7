import { maskPhone, type CallRecord } from '@portal/contract'
import type { Queryable } from '../../../db/database'

type RecordFilter = { recordId: string } | { customerId: string } | { agentAccountId: string }

type RecordRow = Omit<CallRecord, 'startedAt' | 'answeredAt' | 'endedAt'> & {
  startedAt: Date
  answeredAt: Date | null
  endedAt: Date | null
}

const HISTORY_LIMIT = 100

/** Call records, newest first: one by id, a customer's, or an agent's own (the latest 100). */
export async function readCallRecords(tx: Queryable, filter: RecordFilter): Promise<CallRecord[]> {
  const [column, value] =
    'recordId' in filter
      ? ['r.id', filter.recordId]
      : 'customerId' in filter
        ? ['r.customer_id', filter.customerId]
        : ['r.agent_account_id', filter.agentAccountId]
  const { rows } = await tx.query<RecordRow>(
    `SELECT r.id, r.call_id AS "callId", r.call_type AS "callType", r.phone AS "phoneNumber",
       r.customer_id AS "customerId", c.name AS "customerName", r.agent_account_id AS "agentAccountId",
       s.name AS "agentName", g.name AS "skillsetName", r.outbound_task_id AS "outboundTaskId",
       r.started_at AS "startedAt", r.answered_at AS "answeredAt", r.ended_at AS "endedAt", r.result,
       r.acw_duration AS "acwDuration", r.note, r.note_version AS "noteVersion",
       r.wrap_up_code AS "wrapUpCode", r.survey_score AS "surveyScore",
       COALESCE((SELECT jsonb_agg(jsonb_build_object('role', p.role, 'name', p.name) ORDER BY p.joined_at)
         FROM call_participants p WHERE p.record_id = r.id), '[]') AS participants
     FROM call_records r
     LEFT JOIN customers c ON c.id = r.customer_id
     LEFT JOIN staff_accounts s ON s.id = r.agent_account_id
     LEFT JOIN skill_groups g ON g.id = r.skill_group_id
     WHERE ${column} = $1 ORDER BY r.started_at DESC LIMIT ${HISTORY_LIMIT}`,
    [value],
  )
  return rows.map((row) => ({
    ...row,
    phoneNumber: maskPhone(row.phoneNumber),
    startedAt: row.startedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  }))
}
