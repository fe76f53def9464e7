import { profileRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { PROFILE_QUERY_KEY } from './profile-query-key'

/** The signed-in user's own personal info. */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => callApi(profileRoute, { signal }) })

export const useProfile = () => useQuery(profileQueryOptions())
