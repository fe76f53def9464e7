import { customerListRoute, highSeasListRoute, type CUSTOMER_SCOPES } from '@portal/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The key every customer query starts with, so a change to a customer refreshes them all. */
export const CUSTOMERS_QUERY_KEY = ['customers'] as const

export type CustomerScope = (typeof CUSTOMER_SCOPES)[number]

/** Which page of which list: the customer list (all or mine) or the high seas. */
export type CustomerPageQuery = {
  source: CustomerScope | 'highSeas'
  keyword: string
  page: number
  pageSize: number
}

/** One page of customers (numbers masked by the server unless the user may see them in full). */
export const getCustomers = (
  { source, keyword, page, pageSize }: CustomerPageQuery,
  signal?: AbortSignal,
) => {
  const query = { keyword: keyword || undefined, page, pageSize }
  return source === 'highSeas'
    ? callApi(highSeasListRoute, { query, signal })
    : callApi(customerListRoute, { query: { ...query, scope: source }, signal })
}

export const customersQueryOptions = (query: CustomerPageQuery) =>
  queryOptions({
    queryKey: [...CUSTOMERS_QUERY_KEY, 'page', query],
    queryFn: ({ signal }) => getCustomers(query, signal),
  })

export const useCustomers = (query: CustomerPageQuery) =>
  useQuery({ ...customersQueryOptions(query), placeholderData: keepPreviousData })
