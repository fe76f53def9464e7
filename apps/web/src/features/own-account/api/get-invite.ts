import { inviteLinkRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The user's invite code and the sign-ups it brought (portal.invite). */
export const inviteQueryOptions = () =>
  queryOptions({
    queryKey: ['own-account', 'invite'] as const,
    queryFn: ({ signal }) => callApi(inviteLinkRoute, { signal }),
  })

export const useInvite = () => useQuery(inviteQueryOptions())
