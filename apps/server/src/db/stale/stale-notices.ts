/**
 * A change to something the server processes cache of their callers, as the database's triggers announce it
 * (migration 0011, channel `portal_stale`): a tenant's rows, an account, a session, or (with `cursor`) a delivery
 * that moved the tenant's latest delivery seq.
 */
export type StaleNotice = {
  tenantId: string | null
  accountId: string | null
  sessionId: string | null
  cursor: number | null
}

/** The notification channel the triggers write to. */
export const STALE_CHANNEL = 'portal_stale'

/**
 * Where a process hears stale notices. `isCurrent()` is false while a notice may have been missed or not yet
 * heard (the listening connection is away, or a notice is on its way): caches must not answer then.
 * `subscribe` listeners get each notice, or `null` when everything cached must go (the listener reconnected).
 * `announceLocally` hands a notice to this process's listeners at once, before the database's copy comes back:
 * for the writer's own committed change, which its caller may read again straight away (see `withStaleNotices`).
 */
export type StaleNotices = {
  subscribe: (listener: (notice: StaleNotice | null) => void) => void
  announceLocally: (notice: StaleNotice) => void
  isCurrent: () => boolean
  close: () => Promise<void>
}

/**
 * Reads a notice's payload; anything else is refused (null).
 * @example readStaleNotice('{"t":"…","a":null,"s":null,"c":12}') // { tenantId: '…', cursor: 12, ... }
 */
export function readStaleNotice(payload: string): StaleNotice | null {
  try {
    const raw = JSON.parse(payload) as Record<string, unknown>
    const id = (value: unknown) => (typeof value === 'string' ? value : null)
    return {
      tenantId: id(raw.t),
      accountId: id(raw.a),
      sessionId: id(raw.s),
      cursor: typeof raw.c === 'number' ? raw.c : null,
    }
  } catch {
    return null
  }
}

/** A set of listeners that share each notice. */
export function staleListeners() {
  const listeners: ((notice: StaleNotice | null) => void)[] = []
  return {
    add: (listener: (notice: StaleNotice | null) => void) => void listeners.push(listener),
    emit: (notice: StaleNotice | null) => {
      for (const listener of listeners) listener(notice)
    },
  }
}
