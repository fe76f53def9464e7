import type pg from 'pg'
import { openListeningConnection } from '../listening-connection'
import { STALE_CHANNEL, readStaleNotice, staleListeners, type StaleNotices } from './stale-notices'

/**
 * Stale notices from a shared PostgreSQL: one long-lived connection LISTENs, and every process has its own, so
 * each hears every change whoever made it. While it is away nothing counts as current (caches stand aside), and
 * when it listens again every cache is emptied, since notices may have been missed meanwhile.
 * @example const notices = await listenStaleNotices(store.ownerConnection)
 */
export async function listenStaleNotices(connection: pg.ClientConfig): Promise<StaleNotices> {
  const listeners = staleListeners()
  let isListening = false
  const listening = await openListeningConnection(connection, {
    listen: async (client) => {
      await client.query(`LISTEN ${STALE_CHANNEL}`)
      return (channel) => channel === STALE_CHANNEL
    },
    onNotification: (payload) => {
      const notice = readStaleNotice(payload)
      if (notice) listeners.emit(notice)
    },
    onListening: () => {
      listeners.emit(null)
      isListening = true
    },
    onLost: () => {
      isListening = false
    },
  })

  return {
    subscribe: listeners.add,
    announceLocally: listeners.emit,
    isCurrent: () => isListening,
    close: async () => {
      isListening = false
      await listening.close()
    },
  }
}
