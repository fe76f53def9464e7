import { unreadWorkCount, workingDeskUnreadRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export const UNREAD_WORK_QUERY_KEY = ['working-desk', 'unread'] as const

/** The agent's missed calls not called back and due outbound tasks, read again on each CTI change. */
export const unreadWorkQueryOptions = () =>
  queryOptions({
    queryKey: UNREAD_WORK_QUERY_KEY,
    queryFn: ({ signal }) => callApi(workingDeskUnreadRoute, { signal }),
    staleTime: Infinity,
    select: unreadWorkCount,
  })

/**
 * The number behind the working-platform menu dot.
 * @example const { data: unread = 0 } = useUnreadWork()
 */
export const useUnreadWork = () => useQuery(unreadWorkQueryOptions())
