import { ownSessionsRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export const OWN_SESSIONS_QUERY_KEY = ['own-account', 'sessions'] as const

/** The user's own signed-in sessions in this tenant, this one first. */
export const ownSessionsQueryOptions = () =>
  queryOptions({
    queryKey: OWN_SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(ownSessionsRoute, { signal }),
  })

export const useOwnSessions = () => useQuery(ownSessionsQueryOptions())
