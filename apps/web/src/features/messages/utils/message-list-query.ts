import {
  MESSAGE_CENTRE_PAGE_SIZE,
  MESSAGE_TABS,
  type messageListRoute,
  type MessageTab,
  type MessageType,
  type RouteQuery,
} from '@portal/contract'

/** What the message centre's middle column filters by. */
export type MessageFilters = {
  messageType: MessageType
  tab: MessageTab
  keyword: string
  noticeTypeId?: string
}

/** The keyset cursor of the next page: the last item already shown. */
export type MessagePageCursor = { maxId: number; maxEffectiveStartDate: string } | null

/**
 * The list call's query for the filters and a page cursor (spec §7: isRead, keyword, noticeTypeId, maxId,
 * maxEffectiveStartDate; page size 50 in the message centre).
 * @example toMessageListQuery({ messageType: 3, tab: MESSAGE_TABS.unread, keyword: '' }, null)
 * // { messageType: 3, isRead: '0', pageSize: 50 }
 */
export const toMessageListQuery = (
  { messageType, tab, keyword, noticeTypeId }: MessageFilters,
  cursor: MessagePageCursor,
  pageSize: number = MESSAGE_CENTRE_PAGE_SIZE,
): RouteQuery<typeof messageListRoute> => {
  const query: RouteQuery<typeof messageListRoute> = { messageType, pageSize }
  if (tab !== MESSAGE_TABS.all) query.isRead = tab === MESSAGE_TABS.read ? '1' : '0'
  if (keyword.trim()) query.keyword = keyword.trim()
  if (noticeTypeId) query.noticeTypeId = noticeTypeId
  if (cursor) Object.assign(query, cursor)
  return query
}
