import { auditListRoute, type AuditQuery } from '@portal/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** One page of the tenant's audit trail, newest first, with the filters applied. */
export const getAuditEvents = (query: AuditQuery, signal?: AbortSignal) =>
  callApi(auditListRoute, { query, signal })

export const auditEventsQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['settings', 'audit', 'list', query],
    queryFn: ({ signal }) => getAuditEvents(query, signal),
  })

/** A page of the trail; the previous page stays shown while the next loads. */
export const useAuditEvents = (query: AuditQuery) =>
  useQuery({ ...auditEventsQueryOptions(query), placeholderData: keepPreviousData })
