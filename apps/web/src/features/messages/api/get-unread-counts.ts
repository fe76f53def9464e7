import { unreadCountsRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { MESSAGES_QUERY_KEY } from '@/lib/messages/messages-query-key'

/** The unread count of every category the user may see, all (0) first. */
export const getUnreadCounts = (signal?: AbortSignal) => callApi(unreadCountsRoute, { signal })

export const unreadCountsQueryOptions = () =>
  queryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, 'unread-counts'],
    queryFn: ({ signal }) => getUnreadCounts(signal),
  })

export const useUnreadCounts = () => useQuery(unreadCountsQueryOptions())
