import type { FastifyRequest } from 'fastify'
import { BADGE_CAP, type Remind } from '@portal/contract'
import type { StaleNotices } from '../../db/stale/stale-notices'
import { staleCache } from '../../db/stale/stale-cache'
import { latestDeliverySeq } from './message-delivery-repository'
import { countUnreadUpTo } from './message-state-repository'
import type { Viewer } from './message-viewer'

type UnreadTotal = { total: number; cursor: number }

/**
 * What the bell's poll needs when nothing new arrived, kept in memory: each tenant's latest delivery seq (moved
 * by the delivery notice every process hears) and each viewer's unread total at that seq (dropped by a notice
 * about the viewer's read states, membership or a withdrawal). A poll whose cursor is current then costs no
 * database work.
 * @example const quiet = remindCache(store.staleNotices); await quiet.answer(request, viewer, after)
 */
export function remindCache(notices: StaleNotices) {
  const cursors = new Map<string, number>()
  notices.subscribe((notice) => {
    if (!notice) return cursors.clear()
    if (notice.tenantId && notice.cursor !== null)
      cursors.set(notice.tenantId, Math.max(cursors.get(notice.tenantId) ?? 0, notice.cursor))
  })
  const unread = staleCache<UnreadTotal>(notices)

  const cursorOf = async (request: FastifyRequest, tenantId: string): Promise<number> => {
    const known = cursors.get(tenantId)
    if (known !== undefined && notices.isCurrent()) return known
    const loaded = await request.withTenant(latestDeliverySeq)
    // Seqs only grow: a delivery heard while this was read is never undone by it.
    const cursor = Math.max(loaded, cursors.get(tenantId) ?? 0)
    cursors.set(tenantId, cursor)
    return cursor
  }

  return {
    /** The remind answer when the page's cursor is current; null when something arrived after it. */
    answerQuiet: async (
      request: FastifyRequest,
      viewer: Viewer,
      after: number | undefined,
    ): Promise<Remind | null> => {
      const tenantId = request.session?.tenantId ?? ''
      const cursor = await cursorOf(request, tenantId)
      if (after === undefined || after < cursor) return null
      const key = `${tenantId}:${viewer.accountId}:${viewer.types.join(',')}`
      const cached = unread.get(key)
      if (cached && cached.cursor !== cursor) unread.delete(key)
      const counted = await unread.remember(
        key,
        async () => ({
          total: await request.withTenant((tx) => countUnreadUpTo(tx, viewer, BADGE_CAP + 1)),
          cursor,
        }),
        () => ({ tenantId, accountId: viewer.accountId }),
      )
      return { cursor, messages: [], unreadTotal: counted?.total ?? 0 }
    },
  }
}
