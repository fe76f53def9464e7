import { restLabelsRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's rest reasons, each a 小休 choice of the status switcher. */
export const getRestLabels = (signal?: AbortSignal) => callApi(restLabelsRoute, { signal })

export const restLabelsQueryOptions = () =>
  queryOptions({
    queryKey: ['telephony', 'rest-labels'],
    queryFn: ({ signal }) => getRestLabels(signal),
    staleTime: 60_000,
  })

export const useRestLabels = () => useQuery(restLabelsQueryOptions())
