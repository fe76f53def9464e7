import { secondFactorsRoute } from '@portal/contract'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export const SECOND_FACTORS_QUERY_KEY = ['own-account', 'second-factors'] as const

/** One's own second factors (app, passkeys, recovery codes left), without any secret. */
export const secondFactorsQueryOptions = () =>
  queryOptions({
    queryKey: SECOND_FACTORS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(secondFactorsRoute, { signal }),
  })

export const useSecondFactors = () => useQuery(secondFactorsQueryOptions())

/** Reads the factors again after a change. */
export const useSecondFactorsChanged = () => {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: SECOND_FACTORS_QUERY_KEY })
}
