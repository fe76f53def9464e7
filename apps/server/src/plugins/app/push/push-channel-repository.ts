import type pg from 'pg'
import type { Database } from '../../../db/database'

/** PostgreSQL's notification channel that carries session-ending publications while Redis is away. */
const PUSH_CHANNEL = 'portal_push'

/** Sends one message to every process listening on the push channel (its own included). */
export async function notifyPushChannel(db: Database, message: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [PUSH_CHANNEL, message])
}

/**
 * Starts listening on the push channel on a connection of its own; its messages arrive as `notification` events.
 * @returns whether a notification belongs to the push channel
 */
export async function listenPushChannel(client: pg.Client): Promise<(channel: string) => boolean> {
  await client.query(`LISTEN ${PUSH_CHANNEL}`)
  return (channel) => channel === PUSH_CHANNEL
}
