import { customerDetailRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { CUSTOMERS_QUERY_KEY } from './get-customers'

/** §7 GET customer: identity (basicCustomerIdentity) and dictionary fields (basicCustomerDictList). */
export const getCustomer = (customerId: string, signal?: AbortSignal) =>
  callApi(customerDetailRoute, { query: { customerId }, signal })

export const customerQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: [...CUSTOMERS_QUERY_KEY, 'detail', customerId],
    queryFn: ({ signal }) => getCustomer(customerId, signal),
  })

export const useCustomer = (customerId: string) => useQuery(customerQueryOptions(customerId))
