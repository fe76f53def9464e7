import {
  DASHBOARD_MESSAGE_COUNT,
  DASHBOARD_MESSAGES_REFRESH_MS,
  MESSAGE_TYPES,
  messageListRoute,
} from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { MESSAGES_QUERY_KEY } from '@/lib/messages/messages-query-key'

/** The newest messages of every category the user may see (the dashboard's four). */
export const getLatestMessages = (signal?: AbortSignal) =>
  callApi(messageListRoute, {
    query: { messageType: MESSAGE_TYPES.all, pageSize: DASHBOARD_MESSAGE_COUNT },
    signal,
  })

export const latestMessagesQueryOptions = () =>
  queryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, 'dashboard-latest'],
    queryFn: ({ signal }) => getLatestMessages(signal),
  })

/** Refreshed every DASHBOARD_MESSAGES_REFRESH_MS while the dashboard shows. */
export const useLatestMessages = () =>
  useQuery({ ...latestMessagesQueryOptions(), refetchInterval: DASHBOARD_MESSAGES_REFRESH_MS })
