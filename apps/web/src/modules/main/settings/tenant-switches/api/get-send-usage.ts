import { sendUsageRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** What the tenant sent today (single SMS, e-mails and their recipients), read each time the page opens. */
export const sendUsageQueryOptions = () =>
  queryOptions({
    queryKey: ['tenant-send-usage'],
    queryFn: ({ signal }) => callApi(sendUsageRoute, { signal }),
    staleTime: 0,
  })

export const useSendUsage = () => useQuery(sendUsageQueryOptions())
