import { workOrderListRoute, type WorkOrderFilter } from '@portal/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export type { WorkOrderFilter } from '@portal/contract'

/** One of the member's work-order lists, by keyword (number, title or customer). */
export const getWorkOrders = (filterMenu: WorkOrderFilter, keyword: string, signal?: AbortSignal) =>
  callApi(workOrderListRoute, { query: { filterMenu, keyword: keyword || undefined }, signal })

export const workOrdersQueryOptions = (filterMenu: WorkOrderFilter, keyword: string) =>
  queryOptions({
    queryKey: ['work-orders', filterMenu, keyword],
    queryFn: ({ signal }) => getWorkOrders(filterMenu, keyword, signal),
  })

export const useWorkOrders = (filterMenu: WorkOrderFilter, keyword: string) =>
  useQuery({ ...workOrdersQueryOptions(filterMenu, keyword), placeholderData: keepPreviousData })
