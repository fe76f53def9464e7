import { workOrderListRoute, type WorkOrderSearch } from '@portal/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** A page of one of the member's work-order lists, searched and filtered. */
export const getWorkOrders = (search: WorkOrderSearch, signal?: AbortSignal) =>
  callApi(workOrderListRoute, { query: search, signal })

export const workOrdersQueryOptions = (search: WorkOrderSearch) =>
  queryOptions({
    queryKey: ['work-orders', search],
    queryFn: ({ signal }) => getWorkOrders(search, signal),
  })

export const useWorkOrders = (search: WorkOrderSearch) =>
  useQuery({ ...workOrdersQueryOptions(search), placeholderData: keepPreviousData })
