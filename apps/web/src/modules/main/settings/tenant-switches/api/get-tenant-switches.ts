import { tenantSwitchesRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's switches, as its administrator edits them. */
export const tenantSwitchesQueryOptions = () =>
  queryOptions({
    queryKey: ['tenant-switches'],
    queryFn: ({ signal }) => callApi(tenantSwitchesRoute, { signal }),
  })

export const useTenantSwitches = () => useQuery(tenantSwitchesQueryOptions())
