import { signInSettingsRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's sign-in modes and network, and the SIP server this portal connects to. */
export const signInSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['call-centre', 'sign-in'],
    queryFn: ({ signal }) => callApi(signInSettingsRoute, { signal }),
  })

export const useSignInSettings = () => useQuery(signInSettingsQueryOptions())
