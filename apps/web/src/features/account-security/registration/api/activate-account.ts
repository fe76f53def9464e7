import { registerActivationRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** Follows the activation link: creates the tenant (a 7-day trial) with the registrant as its administrator. */
export const activateAccount = (key: string | undefined) =>
  callApi(registerActivationRoute, { query: { key } })

// A link works once, so its answer is kept and never asked for twice. No abort signal either: a page mounted
// twice in a row (React's StrictMode) must not cancel the first request and send a second.
export const activateAccountQueryOptions = (key: string | undefined) =>
  queryOptions({
    queryKey: ['register', 'activate', key],
    queryFn: () => activateAccount(key),
    staleTime: Infinity,
    retry: false,
  })

export const useActivateAccount = (key: string | undefined) => useQuery(activateAccountQueryOptions(key))
