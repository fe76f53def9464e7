import type { OutboxChannel, OutboxItem } from '@portal/contract'
import type { Database } from '../../../db/database'

/** Keeps what a port would have sent: the embedded default of the SMS and e-mail ports. */
export async function storeInOutbox(
  db: Database,
  message: { channel: OutboxChannel; to: string; subject?: string; body: string },
): Promise<void> {
  await db.query('INSERT INTO outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)', [
    message.channel,
    message.to,
    message.subject ?? null,
    message.body,
  ])
}

/** Newest first, optionally only those sent to one address or phone number. */
export async function listOutbox(db: Database, to?: string, limit = 100): Promise<OutboxItem[]> {
  const { rows } = await db.query<{
    id: string
    channel: OutboxChannel
    recipient: string
    subject: string | null
    body: string
    created_at: Date
  }>(
    `SELECT id, channel, recipient, subject, body, created_at FROM outbox
     WHERE $1::text IS NULL OR recipient = $1 ORDER BY id DESC LIMIT $2`,
    [to ?? null, limit],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  }))
}
