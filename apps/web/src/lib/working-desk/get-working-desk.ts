import { workingDeskRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export const WORKING_DESK_QUERY_KEY = ['working-desk', 'desk'] as const

/**
 * The agent's desk: current call, queues, today's calls, figures and the tenant's wrap-up codes. Never stale by
 * time: a change of the agent's CTI state (see `useRefetchOnCtiChange`) reads it again.
 */
export const workingDeskQueryOptions = () =>
  queryOptions({
    queryKey: WORKING_DESK_QUERY_KEY,
    queryFn: ({ signal }) => callApi(workingDeskRoute, { signal }),
    staleTime: Infinity,
  })

export const useWorkingDesk = () => useQuery(workingDeskQueryOptions())
