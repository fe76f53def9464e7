import { wrapUpCodesRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export const WRAP_UP_CODES_QUERY_KEY = ['working-desk', 'wrap-up-codes'] as const

/** The tenant's wrap-up codes, for the phone panel of anyone who takes calls; they change rarely. */
export const wrapUpCodesQueryOptions = () =>
  queryOptions({
    queryKey: WRAP_UP_CODES_QUERY_KEY,
    queryFn: ({ signal }) => callApi(wrapUpCodesRoute, { signal }),
    staleTime: 5 * 60_000,
  })

export const useWrapUpCodes = () => useQuery(wrapUpCodesQueryOptions())
