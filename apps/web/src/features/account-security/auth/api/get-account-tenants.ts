import { accountTenantsRoute } from '@portal/contract'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

const TENANTS_STALE_MS = 60_000

/** The tenants an account belongs to; the list is empty unless there are several to choose from. */
export const getAccountTenants = (account: string, signal?: AbortSignal) =>
  callApi(accountTenantsRoute, { query: { account }, signal })

export const accountTenantsQueryOptions = (account: string) =>
  queryOptions({
    queryKey: ['auth', 'account-tenants', account],
    queryFn: ({ signal }) => getAccountTenants(account, signal),
    staleTime: TENANTS_STALE_MS,
    // A failed lookup shows nothing (spec §8), so there is no point in trying again.
    retry: false,
  })
