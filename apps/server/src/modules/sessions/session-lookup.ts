import type { Locale } from '@portal/contract'
import type { Database } from '../../db/database'
import type { StaleNotices } from '../../db/stale/stale-notices'
import { perStaleNotices, staleCache } from '../../db/stale/stale-cache'
import { withStaleNotices } from '../../db/stale/with-stale-notices'
import type { SessionContext } from '../../lib/request-context'
import { lookupSession, revokeSession, touchSession, type StoredSession } from './session-repository'
import { hashSessionToken } from './session-token'
import type { ToldSessionEnd } from './told-session-ends'

/** A session that a person ended from elsewhere: the page is told why rather than just sent to login. */
export type SessionLookup = { live: SessionContext } | { ended: SessionContext; why: ToldSessionEnd } | null

/** A write on every request would be the costliest part of an authenticated call: touch once a minute. */
const TOUCH_INTERVAL_MS = 60_000

const cacheOf = perStaleNotices((notices) => staleCache<StoredSession>(notices))

/**
 * The session a token belongs to: live, ended by a person from elsewhere, or nothing; keeps a live one from idling
 * out (after its tenant's idle time, else `idleSeconds`) and notes the language its pages ask in (`locale`, when the
 * request names one), in which the server writes the member's messages. Live sessions are kept in memory until the database says they changed (revoked, cut short, their account
 * stopped: a stale notice reaches every process), and their end and idle time are checked here on each call.
 * @example const found = await findSession(store, token, config.sessionIdleSeconds)
 */
export async function findSession(
  store: { db: Database; staleNotices: StaleNotices },
  token: string,
  idleSeconds: number,
  locale?: Locale,
): Promise<SessionLookup> {
  const cache = cacheOf(store.staleNotices)
  const key = hashSessionToken(token).toString('base64')
  const isLive = (stored: StoredSession) => {
    const now = Date.now()
    return (
      stored.toldEnd === null && now < stored.expiresAt && now - stored.lastSeenAt < stored.idleSeconds * 1000
    )
  }
  let stored = cache.get(key)
  if (stored && !isLive(stored)) {
    cache.delete(key)
    stored = undefined
  }
  stored ??=
    (await cache.remember(
      key,
      () => lookupSession(store.db, token, idleSeconds),
      (found) => (isLive(found) ? found.session : null),
    )) ?? undefined
  if (!stored) return null
  if (stored.toldEnd) return { ended: stored.session, why: stored.toldEnd }
  const newLocale = locale !== undefined && locale !== stored.locale
  if (newLocale || Date.now() - stored.lastSeenAt > TOUCH_INTERVAL_MS) {
    // Set first: the calls arriving meanwhile need not touch it again.
    stored.lastSeenAt = Date.now()
    if (locale) stored.locale = locale
    await touchSession(store.db, stored.session, locale)
  }
  return { live: stored.session }
}

/**
 * Ends a session, and forgets it in this process at once: on PostgreSQL the stale notice of the end may come after
 * the caller's next request, which must already be refused (other processes drop it when the notice comes).
 * @example await endSession(app.store, request.session, 'logout')
 */
export async function endSession(
  store: { db: Database; staleNotices: StaleNotices },
  session: SessionContext,
  reason: string,
): Promise<void> {
  await withStaleNotices(store, session.tenantId, async (tx, changed) => {
    await revokeSession(tx, session, reason)
    changed({ sessionId: session.sessionId })
  })
}
