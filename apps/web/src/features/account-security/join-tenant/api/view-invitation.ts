import { viewStaffInvitationRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** Which company invites, and which account would join, for the join page's link (the token in the body). */
export const viewInvitation = (token: string) => callApi(viewStaffInvitationRoute, { body: { token } })

export const viewInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['staff', 'invitation', token],
    queryFn: () => viewInvitation(token),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  })

export const useViewInvitation = (token: string) => useQuery(viewInvitationQueryOptions(token))
