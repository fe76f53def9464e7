import type { ContactHistoryItem, ContactKind } from '@portal/contract'
import type { Queryable } from '../../db/database'

/** The most contacts the history shows. */
const HISTORY_LIMIT = 200

/**
 * The sources of the contact history, one SELECT each over the customer `$1`, all with the same columns:
 * kind (a contract CONTACT_KINDS value), id, occurred_at, title, status, agent_name. A new channel (the SMS
 * and e-mail tables) is one more entry here and one more kind in the contract, nothing else.
 */
const CONTACT_SOURCES = [
  `SELECT 'call' AS kind, r.id::text AS id, r.started_at AS occurred_at, r.call_type AS title,
     COALESCE(r.result, r.status) AS status, s.name AS agent_name
   FROM call_records r LEFT JOIN staff_accounts s ON s.id = r.agent_account_id
   WHERE r.customer_id = $1`,
  `SELECT 'workOrder' AS kind, w.id::text AS id, w.created_at AS occurred_at, w.number || ' ' || w.title AS title,
     w.status AS status, s.name AS agent_name
   FROM work_orders w LEFT JOIN staff_accounts s ON s.id = w.resolved_by
   WHERE w.customer_id = $1`,
  `SELECT 'email' AS kind, e.id::text AS id, e.created_at AS occurred_at, e.subject AS title,
     e.status AS status, s.name AS agent_name
   FROM sent_emails e LEFT JOIN staff_accounts s ON s.id = e.account_id
   WHERE e.customer_id = $1`,
  `SELECT 'sms' AS kind, m.id::text AS id, m.created_at AS occurred_at, COALESCE(m.body, '') AS title,
     m.status AS status, s.name AS agent_name
   FROM sms_messages m LEFT JOIN staff_accounts s ON s.id = m.sender_account_id
   WHERE m.customer_id = $1`,
] as const

type Row = {
  kind: ContactKind
  id: string
  occurred_at: Date
  title: string
  status: string
  agent_name: string | null
}

/** A customer's contacts from every source, merged by time, newest first (row-level security keeps the tenant). */
export async function listContactHistory(tx: Queryable, customerId: string): Promise<ContactHistoryItem[]> {
  const { rows } = await tx.query<Row>(
    `SELECT kind, id, occurred_at, title, status, agent_name
     FROM (${CONTACT_SOURCES.join('\n UNION ALL \n')}) AS history
     ORDER BY occurred_at DESC, id LIMIT ${HISTORY_LIMIT}`,
    [customerId],
  )
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    occurredAt: row.occurred_at.toISOString(),
    title: row.title,
    status: row.status,
    agentName: row.agent_name,
  }))
}
