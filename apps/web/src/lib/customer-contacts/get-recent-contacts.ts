import { recentContactsRoute } from '@portal/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** Every page's recent contacts start with this key, so a new contact (a work order) refreshes them all. */
export const RECENT_CONTACTS_QUERY_KEY = ['customer', 'recent-contacts'] as const

/**
 * The recent contacts of a call's caller: their customer's when the call has one, else their number's; `limit`
 * of each kind the member may see.
 */
export const recentContactsQueryOptions = (callRecordId: string, limit: number) =>
  queryOptions({
    queryKey: [...RECENT_CONTACTS_QUERY_KEY, callRecordId, limit],
    queryFn: ({ signal }) => callApi(recentContactsRoute, { query: { callRecordId, limit }, signal }),
  })

export const useRecentContacts = (callRecordId: string, limit: number) =>
  useQuery({ ...recentContactsQueryOptions(callRecordId, limit), placeholderData: keepPreviousData })
