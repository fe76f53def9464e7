import type { Locale, MessageList, NewsMessage, Remind, messageListQuerySchema } from '@portal/contract'
import { BADGE_CAP } from '@portal/contract'
import type { z } from 'zod'
import type { Queryable } from '../../db/database'
import { likePattern } from '../../lib/like-pattern'
import type { Viewer } from './message-viewer'
import { scopeOf } from './message-scope'
import { queryNewsMessages } from './news-message-repository'
import type { SqlParams } from '../../lib/sql-params'
import { countUnreadUpTo } from './message-state-repository'
import { latestDeliverySeq } from './message-delivery-repository'

type ListQuery = z.output<typeof messageListQuerySchema>

/** The most messages one remind answer carries; the rest are in the list and the unread count. */
const REMIND_MAX_MESSAGES = 50

/**
 * One page of the message list, newest first. The cursor is the last item shown, so a message delivered
 * meanwhile (newer than anything shown) never shifts a later page.
 */
export async function listMessages(
  tx: Queryable,
  viewer: Viewer,
  locale: Locale,
  query: ListQuery,
): Promise<MessageList> {
  const scope = scopeOf(viewer, query.messageType)
  const filters = (params: SqlParams) => {
    const conditions = ['TRUE']
    if (scope.collectedOnly || query.isCollection !== undefined)
      conditions.push(
        `(s.collected_at IS NOT NULL) = ${params.add(scope.collectedOnly || query.isCollection)}`,
      )
    if (query.isRead !== undefined) conditions.push(`(s.read_at IS NOT NULL) = ${params.add(query.isRead)}`)
    if (query.keyword) {
      const pattern = params.add(likePattern(query.keyword))
      conditions.push(`(m.title ILIKE ${pattern} OR m.content ILIKE ${pattern})`)
    }
    if (query.noticeTypeId) conditions.push(`m.notice_type_id::text = ${params.add(query.noticeTypeId)}`)
    if (query.maxId !== undefined && query.maxEffectiveStartDate) {
      conditions.push(
        `(m.effective_start_time, m.id) < (${params.add(query.maxEffectiveStartDate)}::timestamptz, ${params.add(query.maxId)}::integer)`,
      )
    }
    return conditions.join(' AND ')
  }
  const rows = await queryNewsMessages(tx, scope.viewer, locale, {
    where: filters,
    orderBy: 'm.effective_start_time DESC, m.id DESC',
    limit: query.pageSize + 1,
  })
  const list = rows.slice(0, query.pageSize)
  const last = list.at(-1)
  return {
    list,
    maxId: last?.id ?? null,
    maxEffectiveStartDate: last?.effectiveStartTime ?? null,
    hasMore: rows.length > query.pageSize,
  }
}

/** One message the viewer may see, or null (another tenant's, someone else's, withdrawn, not yet due...). */
export async function findMessage(
  tx: Queryable,
  viewer: Viewer,
  locale: Locale,
  id: number,
): Promise<NewsMessage | null> {
  const rows = await queryNewsMessages(tx, viewer, locale, {
    where: (params) => `m.id = ${params.add(id)}::integer`,
    orderBy: 'm.id',
    limit: 1,
  })
  return rows[0] ?? null
}

/**
 * What was delivered to the viewer after `after` (the latest REMIND_MAX_MESSAGES of it, oldest first), the
 * viewer's unread total (up to BADGE_CAP + 1), and the tenant's latest delivery seq as the next cursor.
 */
export async function remind(
  tx: Queryable,
  viewer: Viewer,
  locale: Locale,
  after: number | undefined,
): Promise<Remind> {
  const cursor = await latestDeliverySeq(tx)
  const arrived =
    after === undefined || after >= cursor
      ? []
      : await queryNewsMessages(tx, viewer, locale, {
          where: (params) =>
            `m.delivery_seq > ${params.add(after)}::bigint AND m.delivery_seq <= ${params.add(cursor)}::bigint`,
          orderBy: 'm.delivery_seq DESC',
          limit: REMIND_MAX_MESSAGES,
        })
  return {
    cursor,
    messages: arrived.reverse(),
    unreadTotal: await countUnreadUpTo(tx, viewer, BADGE_CAP + 1),
  }
}
