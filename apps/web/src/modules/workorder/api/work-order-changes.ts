import {
  assignWorkOrderRoute,
  changeWorkOrderStatusRoute,
  commentWorkOrderRoute,
  type WorkOrder,
  type WorkOrderComment,
  type WorkOrderStatus,
} from '@portal/contract'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { TO_DO_COUNTS_QUERY_KEY } from '@/lib/dashboard/todo-counts-query-key'
import { workOrderEventsQueryKey } from './get-work-order-events'

/** After a change: the order as it now is, its history, the lists and the dashboard's counts. */
const showChange = (queryClient: QueryClient, workOrder: WorkOrder) => {
  queryClient.setQueryData(['work-order', workOrder.id], workOrder)
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: workOrderEventsQueryKey(workOrder.id) }),
    queryClient.invalidateQueries({ queryKey: ['work-orders'] }),
    queryClient.invalidateQueries({ queryKey: TO_DO_COUNTS_QUERY_KEY }),
  ])
}

/** Moves a work order on (start, resolve, close) or reopens it. */
export const useChangeWorkOrderStatus = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: WorkOrderStatus }) =>
      callApi(changeWorkOrderStatusRoute, { params: { id }, body: { status } }),
    onSuccess: (workOrder) => showChange(queryClient, workOrder),
  })
}

/** Gives a work order to a group, a member, both, or nobody. */
export const useAssignWorkOrder = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...to }: { id: string; groupId: string | null; assigneeId: string | null }) =>
      callApi(assignWorkOrderRoute, { params: { id }, body: to }),
    onSuccess: (workOrder) => showChange(queryClient, workOrder),
  })
}

/** Comments on a work order, telling the colleagues it @mentions. */
export const useCommentOnWorkOrder = (id: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (comment: WorkOrderComment) =>
      callApi(commentWorkOrderRoute, { params: { id }, body: comment }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrderEventsQueryKey(id) }),
  })
}
