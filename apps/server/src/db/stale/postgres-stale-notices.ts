import pg from 'pg'
import { STALE_CHANNEL, readStaleNotice, staleListeners, type StaleNotices } from './stale-notices'

const RELISTEN_CAP_MS = 2000

/**
 * Stale notices from a shared PostgreSQL: one long-lived connection LISTENs, and every process has its own, so
 * each hears every change whoever made it. While it is away nothing counts as current (caches stand aside), and
 * when it listens again every cache is emptied, since notices may have been missed meanwhile.
 * @example const notices = await listenStaleNotices(store.ownerConnection)
 */
export async function listenStaleNotices(connection: pg.ClientConfig): Promise<StaleNotices> {
  const listeners = staleListeners()
  let current: pg.Client | null = null
  let isListening = false
  let isClosed = false
  let attempt = 0
  let retry: NodeJS.Timeout | undefined

  const listen = async () => {
    const client = new pg.Client(connection)
    current = client
    client.on('error', () => lost(client))
    client.on('end', () => lost(client))
    client.on('notification', ({ channel, payload }) => {
      const notice = channel === STALE_CHANNEL && payload ? readStaleNotice(payload) : null
      if (notice) listeners.emit(notice)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${STALE_CHANNEL}`)
      listeners.emit(null)
      isListening = true
      attempt = 0
    } catch {
      lost(client)
    }
  }
  const lost = (client: pg.Client) => {
    if (isClosed || client !== current) return
    isListening = false
    current = null
    client.end().catch(() => undefined)
    attempt += 1
    retry = setTimeout(() => void listen(), Math.min(100 * 2 ** attempt, RELISTEN_CAP_MS))
  }
  await listen()

  return {
    subscribe: listeners.add,
    isCurrent: () => isListening,
    close: async () => {
      isClosed = true
      isListening = false
      clearTimeout(retry)
      await current?.end().catch(() => undefined)
    },
  }
}
