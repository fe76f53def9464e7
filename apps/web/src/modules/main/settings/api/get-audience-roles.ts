import { audienceRolesRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's roles, for choosing who an announcement is for. */
export const getAudienceRoles = (signal?: AbortSignal) => callApi(audienceRolesRoute, { signal })

export const audienceRolesQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'audience-roles'],
    queryFn: ({ signal }) => getAudienceRoles(signal),
  })

export const useAudienceRoles = () => useQuery(audienceRolesQueryOptions())
