import type { ContactHistoryItem, ContactKind } from '@portal/contract'

/**
 * Each kind of contact as one SELECT with the same columns: kind (a contract CONTACT_KINDS value), id,
 * occurred_at, title, status, agent_name, note, wrap_up_name; the contact history and the recent contacts add
 * whose they are. A new channel is one more entry here and one more kind in the contract. A call carries its note
 * and wrap-up code as the call record holds them, so a change in where a call's note is kept changes this alone.
 */
export const CONTACT_SELECTS: Record<ContactKind, string> = {
  call: `SELECT 'call' AS kind, r.id::text AS id, r.started_at AS occurred_at, r.call_type AS title,
     COALESCE(r.result, r.status) AS status, s.name AS agent_name,
     NULLIF(r.note, '') AS note, w.name AS wrap_up_name
   FROM call_records r LEFT JOIN staff_accounts s ON s.id = r.agent_account_id
     LEFT JOIN wrap_up_codes w ON w.code = r.wrap_up_code`,
  workOrder: `SELECT 'workOrder' AS kind, w.id::text AS id, w.created_at AS occurred_at, w.number || ' ' || w.title AS title,
     w.status AS status, s.name AS agent_name, NULL AS note, NULL AS wrap_up_name
   FROM work_orders w LEFT JOIN staff_accounts s ON s.id = w.resolved_by`,
  email: `SELECT 'email' AS kind, e.id::text AS id, e.created_at AS occurred_at, e.subject AS title,
     e.status AS status, s.name AS agent_name, NULL AS note, NULL AS wrap_up_name
   FROM sent_emails e LEFT JOIN staff_accounts s ON s.id = e.account_id`,
  sms: `SELECT 'sms' AS kind, m.id::text AS id, m.created_at AS occurred_at, COALESCE(m.body, '') AS title,
     m.status AS status, s.name AS agent_name, NULL AS note, NULL AS wrap_up_name
   FROM sms_messages m LEFT JOIN staff_accounts s ON s.id = m.sender_account_id`,
}

/**
 * Which rows of each SELECT are the customer `$1`'s. An SMS or e-mail sent to the customer's number or address
 * counts as theirs though it was sent from the tools menu, which names no customer.
 */
export const CUSTOMER_MATCHES: Record<ContactKind, string> = {
  call: 'r.customer_id = $1',
  workOrder: 'w.customer_id = $1',
  email: `e.customer_id = $1
     OR (e.customer_id IS NULL AND EXISTS (
       SELECT 1 FROM customers c, unnest(e.to_addresses || e.cc_addresses) AS address
       WHERE c.id = $1 AND c.email <> '' AND lower(address) = lower(c.email)))`,
  sms: `m.customer_id = $1
     OR (m.customer_id IS NULL AND m.purpose = 'single'
       AND m.recipient = (SELECT c.phone FROM customers c WHERE c.id = $1))`,
}

/** The columns every SELECT of `CONTACT_SELECTS` answers, as one row. */
export type ContactRow = {
  kind: ContactKind
  id: string
  occurred_at: Date
  title: string
  status: string
  agent_name: string | null
  note: string | null
  wrap_up_name: string | null
}

export const CONTACT_COLUMNS = 'kind, id, occurred_at, title, status, agent_name, note, wrap_up_name'

export const toContactItem = (row: ContactRow): ContactHistoryItem => ({
  kind: row.kind,
  id: row.id,
  occurredAt: row.occurred_at.toISOString(),
  title: row.title,
  status: row.status,
  agentName: row.agent_name,
  note: row.note,
  wrapUpName: row.wrap_up_name,
})
