import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { STALE_CHANNEL, type StaleNotices } from '../src/db/stale/stale-notices'
import type { DataStore } from '../src/start/data-store'

/** Per store, the markers a test waits to hear back (one subscription each: listeners cannot be removed). */
const awaitedMarkers = new WeakMap<StaleNotices, Map<string, () => void>>()

function markersOf(notices: StaleNotices) {
  let markers = awaitedMarkers.get(notices)
  if (!markers) {
    const waiting = new Map<string, () => void>()
    notices.subscribe((notice) => {
      const heard = notice?.accountId ? waiting.get(notice.accountId) : undefined
      heard?.()
    })
    awaitedMarkers.set(notices, waiting)
    markers = waiting
  }
  return markers
}

/**
 * Resolves once the store has heard a marker notice sent after `client`'s commit. PostgreSQL delivers notices in
 * commit order, so by then the store has heard every stale notice the committed change caused: a request made
 * next cannot be answered from a cache that change made stale. (Embedded PGlite counts notices on their way and
 * caches stand aside meanwhile, but the marker costs nothing there.)
 */
async function untilHeard(store: DataStore, client: pg.Client) {
  const markers = markersOf(store.staleNotices)
  const marker = randomUUID()
  const heard = new Promise<void>((resolve) => markers.set(marker, resolve))
  await client.query('SELECT pg_notify($1, $2)', [
    STALE_CHANNEL,
    JSON.stringify({ t: null, a: marker, s: null }),
  ])
  const timeout = setTimeout(() => markers.get(marker)?.(), 5_000)
  await heard
  clearTimeout(timeout)
  markers.delete(marker)
}

/**
 * Runs SQL as the migration user, to look past row-level security in a test. Embedded PGlite is one session
 * under every connection, so the role changes only inside this transaction, never for the request pool. Returns
 * once the server has heard what the change made stale (a role's codes, a tenant's settings).
 */
export async function ownerQuery<T extends pg.QueryResultRow>(
  store: DataStore,
  sql: string,
  params: unknown[] = [],
) {
  const client = new pg.Client(store.ownerConnection)
  await client.connect()
  try {
    await client.query('BEGIN')
    await client.query('SET LOCAL ROLE NONE')
    const result = await client.query<T>(sql, params)
    await client.query('COMMIT')
    await untilHeard(store, client)
    return result.rows
  } finally {
    await client.end()
  }
}
