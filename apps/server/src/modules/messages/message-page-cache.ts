import type { FastifyRequest } from 'fastify'
import type { MessageList, messageListQuerySchema } from '@portal/contract'
import type { z } from 'zod'
import type { StaleNotice, StaleNotices } from '../../db/stale/stale-notices'
import { perStaleNotices, staleCache, type CacheSubject } from '../../db/stale/stale-cache'
import { SerialisedAnswer } from '../../lib/serve-route'
import type { Viewer } from './message-viewer'

type ListQuery = z.output<typeof messageListQuerySchema>

/** Pages are bigger than the callers the other caches hold: a few thousand at most (about 30 kB each). */
const MAX_PAGES = 2_000

/**
 * Whether a notice may change a page a viewer saw: anything about the viewer's account (read and favourite flags,
 * membership, role) or the viewer's tenant, a delivery included (it adds a message to the top of every list).
 * @example concernsPage({ tenantId: 't', accountId: null, sessionId: null, cursor: 12 }, subject) // true in t
 */
export function concernsPage(notice: StaleNotice, subject: CacheSubject): boolean {
  if (notice.sessionId) return false
  if (notice.accountId)
    return (
      notice.accountId === subject.accountId && (!notice.tenantId || notice.tenantId === subject.tenantId)
    )
  return notice.tenantId === subject.tenantId
}

/**
 * The message list's pages, kept in memory per viewer and query until a stale notice says something they show
 * changed (a delivery or withdrawal in the tenant, the viewer's read or favourite flags, membership or role, a
 * message, notice type or attachment edited: migrations 0011 and 0012). The session and the caller's access are
 * still checked on every call, before the page is looked up.
 * @example const pages = messagePageCache(store.staleNotices); await pages.page(request, viewer, query, load)
 */
export const messagePageCache = perStaleNotices(pageCache)

function pageCache(notices: StaleNotices) {
  // Kept serialised: a page is read far more often than it changes, and its JSON is the larger part of a call's work.
  const pages = staleCache<SerialisedAnswer<MessageList>>(notices, {
    maxEntries: MAX_PAGES,
    isConcerned: concernsPage,
  })
  return {
    /**
     * After this process's own committed change: its pages go at once, not when the notice comes back (on
     * PostgreSQL the caller's next call may arrive first). Without `accountId`, the whole tenant's.
     */
    forget: (tenantId: string, accountId: string | null = null) =>
      pages.drop({ tenantId, accountId, sessionId: null, cursor: null }),
    page: async (
      request: FastifyRequest,
      viewer: Viewer,
      query: ListQuery,
      load: () => Promise<MessageList>,
    ): Promise<SerialisedAnswer<MessageList>> => {
      const tenantId = request.session?.tenantId ?? ''
      const key = JSON.stringify([tenantId, viewer, request.locale, query])
      const subject = { tenantId, accountId: viewer.accountId }
      const serialised = async () => new SerialisedAnswer(await load())
      return pages.remember(key, serialised, () => subject)
    },
  }
}
