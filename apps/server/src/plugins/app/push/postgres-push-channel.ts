import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import type { Database } from '../../../db/database'
import { openListeningConnection } from '../../../db/listening-connection'
import { listenPushChannel, notifyPushChannel } from './push-channel-repository'

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
  const listening = await openListeningConnection(connection, {
    listen: listenPushChannel,
    onNotification: (payload) => {
      for (const listener of listeners) listener(payload)
    },
    onListening: (afterLoss) => {
      if (afterLoss) log.info('push channel in PostgreSQL listens again')
    },
    onLost: (error, isFirstLoss) => {
      if (isFirstLoss) log.warn({ err: error }, 'push channel in PostgreSQL lost: listening again')
    },
  })

  return {
    send: (message) => notifyPushChannel(db, message),
    subscribe: (listener) => void listeners.push(listener),
    close: listening.close,
  }
}
