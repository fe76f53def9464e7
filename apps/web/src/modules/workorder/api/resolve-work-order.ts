import { resolveWorkOrderRoute } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { TO_DO_COUNTS_QUERY_KEY } from '@/lib/dashboard/todo-counts-query-key'

/** Resolves a pending or submitted work order. */
export const resolveWorkOrder = (id: string) => callApi(resolveWorkOrderRoute, { params: { id } })

export const useResolveWorkOrder = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resolveWorkOrder,
    onSuccess: (workOrder) => {
      queryClient.setQueryData(['work-order', workOrder.id], workOrder)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['work-orders'] }),
        queryClient.invalidateQueries({ queryKey: TO_DO_COUNTS_QUERY_KEY }),
      ])
    },
  })
}
