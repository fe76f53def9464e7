import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { Database } from '../../../db/database'
import { listenPushChannel, notifyPushChannel } from './push-channel-repository'

/** The longest wait between two attempts to listen again after the listening connection was lost. */
const RELISTEN_CAP_MS = 2000

/** A second way between processes, through the database every process already uses. */
export type PushChannel = {
  send: (message: string) => Promise<void>
  subscribe: (listener: (message: string) => void) => void
  close: () => Promise<void>
}

/**
 * PostgreSQL LISTEN/NOTIFY between the server processes: sending goes through the request pool, hearing through
 * one long-lived connection, which handles its errors and listens again (with a capped backoff) when it is cut.
 * @example const channel = await openPostgresPushChannel(store.ownerConnection, store.db, app.log)
 */
export async function openPostgresPushChannel(
  connection: pg.ClientConfig,
  db: Database,
  log: FastifyBaseLogger,
): Promise<PushChannel> {
  const listeners: ((message: string) => void)[] = []
  let current: pg.Client | null = null
  let isClosed = false
  let attempt = 0
  let retry: NodeJS.Timeout | undefined

  const listen = async () => {
    const client = new pg.Client(connection)
    current = client
    client.on('error', (error) => lost(client, error))
    client.on('end', () => lost(client))
    try {
      await client.connect()
      const isPushChannel = await listenPushChannel(client)
      client.on('notification', ({ channel, payload }) => {
        if (isPushChannel(channel) && payload) for (const listener of listeners) listener(payload)
      })
      if (attempt > 0) log.info('push channel in PostgreSQL listens again')
      attempt = 0
    } catch (error) {
      lost(client, error as Error)
    }
  }
  const lost = (client: pg.Client, error?: Error) => {
    if (isClosed || client !== current) return
    current = null
    client.end().catch(() => undefined)
    if (attempt === 0) log.warn({ err: error }, 'push channel in PostgreSQL lost: listening again')
    attempt += 1
    retry = setTimeout(() => void listen(), Math.min(100 * 2 ** attempt, RELISTEN_CAP_MS))
  }
  await listen()

  return {
    send: (message) => notifyPushChannel(db, message),
    subscribe: (listener) => void listeners.push(listener),
    close: async () => {
      isClosed = true
      clearTimeout(retry)
      await current?.end().catch(() => undefined)
    },
  }
}
