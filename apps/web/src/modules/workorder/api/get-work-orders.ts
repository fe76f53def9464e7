import { workOrderListRoute, type WORK_ORDER_FILTERS } from '@portal/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export type WorkOrderFilter = (typeof WORK_ORDER_FILTERS)[number]

/** The tenant's work orders by status filter and keyword (number, title or customer). */
export const getWorkOrders = (filterMenu: WorkOrderFilter, keyword: string, signal?: AbortSignal) =>
  callApi(workOrderListRoute, { query: { filterMenu, keyword: keyword || undefined }, signal })

export const workOrdersQueryOptions = (filterMenu: WorkOrderFilter, keyword: string) =>
  queryOptions({
    queryKey: ['work-orders', filterMenu, keyword],
    queryFn: ({ signal }) => getWorkOrders(filterMenu, keyword, signal),
  })

export const useWorkOrders = (filterMenu: WorkOrderFilter, keyword: string) =>
  useQuery({ ...workOrdersQueryOptions(filterMenu, keyword), placeholderData: keepPreviousData })
