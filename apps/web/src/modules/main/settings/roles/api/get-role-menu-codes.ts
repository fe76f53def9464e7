import { roleMenuCodesRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's menu entries, whose codes a role may grant. */
export const getRoleMenuCodes = (signal?: AbortSignal) => callApi(roleMenuCodesRoute, { signal })

export const roleMenuCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'role-menu-codes'],
    queryFn: ({ signal }) => getRoleMenuCodes(signal),
    staleTime: 5 * 60_000,
  })

export const useRoleMenuCodes = () => useQuery(roleMenuCodesQueryOptions())
