import type { MessageList, NewsMessage } from '@portal/contract'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { MESSAGES_QUERY_KEY } from '@/lib/messages/messages-query-key'

type Patch = Partial<Pick<NewsMessage, 'isRead' | 'isCollection'>>

/**
 * Shows a read or star change at once in every cached list and detail (optimistic); the caller invalidates the
 * messages afterwards so counts and filters come from the server.
 * @example patchCachedMessage(queryClient, 7, { isRead: true })
 */
export const patchCachedMessage = (queryClient: QueryClient, id: number, patch: Patch): void => {
  const apply = (message: NewsMessage) => (message.id === id ? { ...message, ...patch } : message)
  queryClient.setQueriesData<InfiniteData<MessageList>>(
    { queryKey: [...MESSAGES_QUERY_KEY, 'list'] },
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(apply) })) },
  )
  queryClient.setQueryData<NewsMessage>([...MESSAGES_QUERY_KEY, 'detail', id], (data) => data && apply(data))
}
