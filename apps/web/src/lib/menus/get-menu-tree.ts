import { menuTreeRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../api/call-api'

/** The user's menu (spec §7 common menu tree), already filtered by permissions and modules on the server. */
export const getMenuTree = (signal?: AbortSignal) => callApi(menuTreeRoute, { signal })

export const menuTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['shell', 'menu-tree'],
    queryFn: ({ signal }) => getMenuTree(signal),
    staleTime: Infinity,
  })

export const useMenuTree = () => useQuery(menuTreeQueryOptions())
