import type { MailAttachment, MailFailureReason, SentMail } from '@portal/contract'
import type { Queryable } from '../../db/database'

type NewAttachment = { accountId: string; fileName: string; contentType: string; data: Buffer }
export type StoredAttachment = { fileName: string; contentType: string; data: Buffer }
type NewSentMail = {
  accountId: string
  customerId: string | null
  to: readonly string[]
  cc: readonly string[]
  subject: string
  bodyHtml: string
}

const SENT_MAIL_COLUMNS = `m.id, m.to_addresses AS "to", m.cc_addresses AS "cc", m.subject, m.status,
  m.failure_reason AS "failureReason", m.customer_id AS "customerId",
  (SELECT count(*)::int FROM email_attachments a WHERE a.tenant_id = m.tenant_id AND a.email_id = m.id)
    AS "attachmentCount",
  to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`

/** Stores an attachment the agent uploaded for an e-mail still being written. */
export async function insertMailAttachment(tx: Queryable, file: NewAttachment): Promise<MailAttachment> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO email_attachments (tenant_id, account_id, file_name, content_type, size, data)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5) RETURNING id`,
    [file.accountId, file.fileName, file.contentType, file.data.length, file.data],
  )
  return {
    attachmentId: rows[0]?.id ?? '',
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.data.length,
  }
}

/** The agent's own attachments not yet sent, among the given ids, locked until the e-mail takes them. */
export async function lockUnsentAttachments(
  tx: Queryable,
  accountId: string,
  ids: readonly string[],
): Promise<(StoredAttachment & { id: string; size: number })[]> {
  const { rows } = await tx.query<StoredAttachment & { id: string; size: number }>(
    `SELECT id, file_name AS "fileName", content_type AS "contentType", size, data FROM email_attachments
     WHERE id = ANY($1::uuid[]) AND account_id = $2 AND email_id IS NULL ORDER BY created_at FOR UPDATE`,
    [ids, accountId],
  )
  return rows
}

/** Whether the current tenant has this customer (row-level security hides every other tenant's). */
export async function isCustomerVisible(tx: Queryable, customerId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM customers WHERE id = $1', [customerId])
  return rows.length > 0
}

/** Records an e-mail as being sent and binds its attachments to it; returns its id. */
export async function insertSentMail(
  tx: Queryable,
  mail: NewSentMail,
  attachmentIds: readonly string[],
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO sent_emails (tenant_id, account_id, customer_id, to_addresses, cc_addresses, subject, body_html)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5, $6) RETURNING id`,
    [mail.accountId, mail.customerId, mail.to, mail.cc, mail.subject, mail.bodyHtml],
  )
  const id = rows[0]?.id ?? ''
  await tx.query('UPDATE email_attachments SET email_id = $1 WHERE id = ANY($2::uuid[])', [id, attachmentIds])
  return id
}

/**
 * Marks an e-mail sent, or failed with the port's reason code. It also replaces 'interrupted': a send that outlived
 * the sweep's bound still records what truly happened.
 */
export async function finishSentMail(
  tx: Queryable,
  id: string,
  failureReason: MailFailureReason | null,
): Promise<void> {
  await tx.query(
    `UPDATE sent_emails SET status = $2, failure_reason = $3, finished_at = now() WHERE id = $1`,
    [id, failureReason ? 'failed' : 'sent', failureReason],
  )
}

/**
 * Marks up to `limit` e-mails of any tenant left 'sending' for more than `olderThanSeconds` as failed, interrupted
 * (a definer function: the sweep has no tenant). @returns how many it marked
 */
export async function markInterruptedMail(
  db: Queryable,
  olderThanSeconds: number,
  limit: number,
): Promise<number> {
  const { rows } = await db.query('SELECT id FROM sent_emails_mark_interrupted($1, $2)', [
    olderThanSeconds,
    limit,
  ])
  return rows.length
}

/** One page of the agent's own e-mails, newest first, and how many there are. */
export async function listSentMail(
  tx: Queryable,
  accountId: string,
  page: { page: number; pageSize: number },
): Promise<{ total: number; items: SentMail[] }> {
  const { rows } = await tx.query<SentMail>(
    `SELECT ${SENT_MAIL_COLUMNS} FROM sent_emails m WHERE m.account_id = $1
     ORDER BY m.created_at DESC, m.id DESC LIMIT $2 OFFSET $3`,
    [accountId, page.pageSize, (page.page - 1) * page.pageSize],
  )
  const count = await tx.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM sent_emails WHERE account_id = $1',
    [accountId],
  )
  return { total: count.rows[0]?.total ?? 0, items: rows }
}

/** One of the agent's own e-mails with its body and attachments, or null. */
export async function findSentMail(
  tx: Queryable,
  accountId: string,
  id: string,
): Promise<(SentMail & { bodyHtml: string; attachments: MailAttachment[] }) | null> {
  const { rows } = await tx.query<SentMail & { bodyHtml: string }>(
    `SELECT ${SENT_MAIL_COLUMNS}, m.body_html AS "bodyHtml" FROM sent_emails m
     WHERE m.id = $1 AND m.account_id = $2`,
    [id, accountId],
  )
  const mail = rows[0]
  if (!mail) return null
  const attachments = await tx.query<MailAttachment>(
    `SELECT id AS "attachmentId", file_name AS "fileName", content_type AS "contentType", size
     FROM email_attachments WHERE email_id = $1 ORDER BY created_at`,
    [id],
  )
  return { ...mail, attachments: attachments.rows }
}

/** An attachment the agent uploaded (sent or not), or null. */
export async function findOwnAttachment(
  tx: Queryable,
  accountId: string,
  id: string,
): Promise<StoredAttachment | null> {
  const { rows } = await tx.query<StoredAttachment>(
    `SELECT file_name AS "fileName", content_type AS "contentType", data FROM email_attachments
     WHERE id = $1 AND account_id = $2`,
    [id, accountId],
  )
  return rows[0] ?? null
}
