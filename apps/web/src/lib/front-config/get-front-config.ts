import { frontConfigRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../api/call-api'

/** What a page needs before anyone has logged in: system name, brand, languages and switches. */
export const getFrontConfig = (signal?: AbortSignal) => callApi(frontConfigRoute, { signal })

export const frontConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['front-config'],
    queryFn: ({ signal }) => getFrontConfig(signal),
    staleTime: Infinity,
  })

export const useFrontConfig = () => useQuery(frontConfigQueryOptions())
