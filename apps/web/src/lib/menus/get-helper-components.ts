import { helperComponentListRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../api/call-api'

/** The tenant's external helper components (spec §7, boundary=global): tools shown in an iframe. */
export const getHelperComponents = (signal?: AbortSignal) =>
  callApi(helperComponentListRoute, { query: { boundary: 'global' }, signal })

export const helperComponentsQueryOptions = () =>
  queryOptions({
    queryKey: ['shell', 'helper-components'],
    queryFn: ({ signal }) => getHelperComponents(signal),
    staleTime: 5 * 60_000,
  })

export const useHelperComponents = (isEnabled = true) =>
  useQuery({ ...helperComponentsQueryOptions(), enabled: isEnabled })
