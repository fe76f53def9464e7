import type { Database, Queryable } from '../../../db/database'
import type { SmsMeta, SmsReportStatus } from './sms-port'

/** A due message, claimed by one worker for a lease. */
export type ClaimedSms = { id: string; to: string; body: string; attempts: number }

/** Adds a message to the durable queue (in the caller's transaction when `db` is one). @returns its id */
export async function enqueueSms(
  db: Queryable,
  message: { to: string; body: string; maxAttempts: number } & SmsMeta,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT sms_enqueue($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) AS id',
    [
      message.tenantId ?? null,
      message.purpose ?? 'single',
      message.to,
      message.body,
      message.maxAttempts,
      message.senderAccountId ?? null,
      message.templateId ?? null,
      message.customerId ?? null,
      message.segments ?? 1,
      message.callRecordId ?? null,
    ],
  )
  const id = rows[0]?.id
  if (!id) throw new Error('sms_enqueue returned no id')
  return id
}

/** Claims due messages (several processes share the queue: FOR UPDATE SKIP LOCKED); `only` claims one message. */
export async function claimDueSms(
  db: Database,
  claim: { limit: number; leaseSeconds: number; only?: string },
): Promise<ClaimedSms[]> {
  const { rows } = await db.query<{ id: string; recipient: string; body: string | null; attempts: number }>(
    'SELECT * FROM sms_claim($1, $2, $3)',
    [claim.limit, claim.leaseSeconds, claim.only ?? null],
  )
  return rows.map((row) => ({ id: row.id, to: row.recipient, body: row.body ?? '', attempts: row.attempts }))
}

/** The provider took it. */
export async function markSmsSent(db: Database, id: string, provider: string, providerId: string | null) {
  await db.query('SELECT sms_mark_sent($1, $2, $3)', [id, provider, providerId])
}

/** The attempt failed. @returns the new status: 'queued' again, or 'failed' at the limit */
export async function markSmsAttemptFailed(db: Database, id: string, error: string, retrySeconds: number) {
  const { rows } = await db.query<{ status: string | null }>(
    'SELECT sms_mark_attempt_failed($1, $2, $3) AS status',
    [id, error, retrySeconds],
  )
  return rows[0]?.status ?? null
}

/** A delivery report. @returns the message's tenant (null for a code with none), or undefined when nothing moved */
export async function recordSmsDelivery(
  db: Database,
  id: string,
  status: SmsReportStatus,
): Promise<string | null | undefined> {
  const { rows } = await db.query<{ tenant_id: string | null }>(
    'SELECT tenant_id FROM sms_record_delivery($1, $2)',
    [id, status],
  )
  return rows[0] === undefined ? undefined : rows[0].tenant_id
}

/** A message's status only. */
export async function readSmsStatus(db: Database, id: string): Promise<string | null> {
  const { rows } = await db.query<{ status: string | null }>('SELECT sms_delivery_status($1) AS status', [id])
  return rows[0]?.status ?? null
}
