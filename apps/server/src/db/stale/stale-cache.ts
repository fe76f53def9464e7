import type { StaleNotice, StaleNotices } from './stale-notices'

/** Whom a cached value is about: a stale notice for any of these drops it. */
export type CacheSubject = { tenantId: string; accountId: string; sessionId?: string }

/** Past this age a value is read again anyway: a safety net, never what keeps a value right. */
const MAX_AGE_MS = 60_000
/** A cache that grows past this is emptied rather than managed: it holds callers, not data. */
const MAX_ENTRIES = 100_000

/**
 * Whether a notice concerns a subject: its session, its account (in its tenant, or in every tenant), or its
 * whole tenant (a notice naming only the tenant; one carrying a delivery cursor is no change to the tenant).
 * @example concerns({ tenantId: 't', accountId: null, sessionId: null, cursor: null }, subject) // true in tenant t
 */
export function concerns(notice: StaleNotice, subject: CacheSubject): boolean {
  if (notice.sessionId) return notice.sessionId === subject.sessionId
  if (notice.accountId)
    return (
      notice.accountId === subject.accountId && (!notice.tenantId || notice.tenantId === subject.tenantId)
    )
  return notice.cursor === null && notice.tenantId === subject.tenantId
}

export type StaleCacheOptions = {
  /** Past this many values the cache is emptied (default 100,000: callers; fewer for bigger values). */
  maxEntries?: number
  /** Which notices drop a value (default `concerns`). */
  isConcerned?: (notice: StaleNotice, subject: CacheSubject) => boolean
}

/**
 * Values about callers (a session, an account's access, a tenant's settings), kept in memory while the database
 * says nothing changed: a stale notice that concerns a value drops it in every process, and while a notice may be
 * missing or on its way (`isCurrent()` false) nothing is answered from memory. A load that overlapped a notice is
 * used once, not kept.
 * @example const access = staleCache<Access>(store.staleNotices); await access.remember(key, load, () => subject)
 */
export function staleCache<V>(notices: StaleNotices, options: StaleCacheOptions = {}) {
  const { maxEntries = MAX_ENTRIES, isConcerned = concerns } = options
  const entries = new Map<string, { value: V; subject: CacheSubject; at: number }>()
  let generation = 0
  const drop = (notice: StaleNotice | null) => {
    generation += 1
    if (!notice) return entries.clear()
    for (const [key, entry] of entries) if (isConcerned(notice, entry.subject)) entries.delete(key)
  }
  notices.subscribe(drop)

  const get = (key: string): V | undefined => {
    const entry = entries.get(key)
    if (!entry || !notices.isCurrent()) return undefined
    if (Date.now() - entry.at > MAX_AGE_MS) return void entries.delete(key)
    return entry.value
  }

  return {
    get,
    delete: (key: string) => void entries.delete(key),
    /** Drops at once what a notice this process is about to cause concerns (its own write, before the notice). */
    drop: (notice: StaleNotice) => drop(notice),
    /**
     * The cached value, or `load()`'s: kept when `subjectOf` names whom it is about (null: not kept) and no
     * notice came meanwhile.
     */
    remember: async <L extends V | null>(
      key: string,
      load: () => Promise<L>,
      subjectOf: (value: V) => CacheSubject | null,
    ): Promise<V | L> => {
      const known = get(key)
      if (known !== undefined) return known
      const started = generation
      const wasCurrent = notices.isCurrent()
      const value = await load()
      const subject = value === null ? null : subjectOf(value as V)
      if (subject && wasCurrent && started === generation && notices.isCurrent()) {
        if (entries.size >= maxEntries) entries.clear()
        entries.set(key, { value: value as V, subject, at: Date.now() })
      }
      return value
    },
  }
}

export type StaleCache<V> = ReturnType<typeof staleCache<V>>

/**
 * What a module keeps per store's notices (a process has one store; each test app its own), made on first use.
 * @example const sessionsOf = perStaleNotices((notices) => staleCache<StoredSession>(notices)); sessionsOf(store.staleNotices)
 */
export function perStaleNotices<T>(create: (notices: StaleNotices) => T): (notices: StaleNotices) => T {
  const made = new WeakMap<StaleNotices, T>()
  return (notices) => {
    const known = made.get(notices)
    if (known !== undefined) return known
    const created = create(notices)
    made.set(notices, created)
    return created
  }
}
