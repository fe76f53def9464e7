import { workOrderDetailRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** One work order of the tenant. */
export const getWorkOrder = (id: string, signal?: AbortSignal) =>
  callApi(workOrderDetailRoute, { params: { id }, signal })

export const workOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['work-order', id], queryFn: ({ signal }) => getWorkOrder(id, signal) })

export const useWorkOrder = (id: string) => useQuery(workOrderQueryOptions(id))
