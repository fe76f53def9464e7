import { signModelRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** How the tenant's agents sign in, its agent phone pattern and whether an incoming call opens the phone panel. */
export const getSignModel = (signal?: AbortSignal) => callApi(signModelRoute, { signal })

export const signModelQueryOptions = () =>
  queryOptions({
    queryKey: ['telephony', 'sign-model'],
    queryFn: ({ signal }) => getSignModel(signal),
    staleTime: Infinity,
  })

export const useSignModel = () => useQuery(signModelQueryOptions())
