import { customerHistoryRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { CUSTOMERS_QUERY_KEY } from './get-customers'

/** The customer's calls and work orders (more channels later) merged by time, newest first. */
export const getCustomerHistory = (id: string, signal?: AbortSignal) =>
  callApi(customerHistoryRoute, { params: { id }, signal })

export const customerHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CUSTOMERS_QUERY_KEY, 'history', id],
    queryFn: ({ signal }) => getCustomerHistory(id, signal),
  })

export const useCustomerHistory = (id: string) => useQuery(customerHistoryQueryOptions(id))
