import { roleListRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's roles with their codes and member counts. */
export const getRoles = (signal?: AbortSignal) => callApi(roleListRoute, { signal })

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'roles'], queryFn: ({ signal }) => getRoles(signal) })

export const useRoles = () => useQuery(rolesQueryOptions())
