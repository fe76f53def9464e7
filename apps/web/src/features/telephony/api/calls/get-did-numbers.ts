import { didNumbersRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's numbers an agent may call out from. */
export const getDidNumbers = (signal?: AbortSignal) => callApi(didNumbersRoute, { signal })

export const didNumbersQueryOptions = () =>
  queryOptions({
    queryKey: ['telephony', 'did-numbers'],
    queryFn: ({ signal }) => getDidNumbers(signal),
    staleTime: 60_000,
  })

export const useDidNumbers = () => useQuery(didNumbersQueryOptions())
