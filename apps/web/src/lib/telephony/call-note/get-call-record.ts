import { communicateDetailRoute } from '@portal/contract'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export const callRecordQueryKey = (recordId: string) => ['telephony', 'call-record', recordId] as const

/**
 * One call's record: its saved note (with its version) and wrap-up code, as the server keeps them; read again when
 * the window comes back to the front, for a note saved on another device meanwhile.
 */
export const callRecordQueryOptions = (recordId: string) =>
  queryOptions({
    queryKey: callRecordQueryKey(recordId),
    queryFn: ({ signal }) => callApi(communicateDetailRoute, { params: { recordId }, signal }),
    refetchOnWindowFocus: true,
  })
