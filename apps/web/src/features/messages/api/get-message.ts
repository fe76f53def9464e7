import { messageDetailRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { MESSAGES_QUERY_KEY } from '@/lib/messages/messages-query-key'

/** One message with its full content and attachments. */
export const getMessage = (id: number, signal?: AbortSignal) =>
  callApi(messageDetailRoute, { params: { id }, signal })

export const messageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getMessage(id, signal),
  })

export const useMessage = (id: number | null) =>
  useQuery({ ...messageQueryOptions(id ?? 0), enabled: id !== null })
