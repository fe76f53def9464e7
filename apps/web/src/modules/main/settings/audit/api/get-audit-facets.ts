import { auditFacetsRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The actions and target types the tenant's trail holds, for the filter bar. */
export const getAuditFacets = (signal?: AbortSignal) => callApi(auditFacetsRoute, { query: {}, signal })

export const auditFacetsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'audit', 'facets'], queryFn: ({ signal }) => getAuditFacets(signal) })

export const useAuditFacets = () => useQuery(auditFacetsQueryOptions())
