import { messageListRoute } from '@portal/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { MESSAGES_QUERY_KEY } from '@/lib/messages/messages-query-key'
import { toMessageListQuery, type MessageFilters, type MessagePageCursor } from '../utils/message-list-query'

/** One page of the message centre's list, newest first, after the keyset cursor. */
export const getMessages = (filters: MessageFilters, cursor: MessagePageCursor, signal?: AbortSignal) =>
  callApi(messageListRoute, { query: toMessageListQuery(filters, cursor), signal })

export const messagesInfiniteQueryOptions = (filters: MessageFilters) =>
  infiniteQueryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) => getMessages(filters, pageParam, signal),
    initialPageParam: null as MessagePageCursor,
    getNextPageParam: (page): MessagePageCursor =>
      page.hasMore && page.maxId !== null && page.maxEffectiveStartDate !== null
        ? { maxId: page.maxId, maxEffectiveStartDate: page.maxEffectiveStartDate }
        : null,
  })

export const useMessages = (filters: MessageFilters) =>
  useInfiniteQuery(messagesInfiniteQueryOptions(filters))
