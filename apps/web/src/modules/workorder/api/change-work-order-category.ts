import {
  createWorkOrderCategoryRoute,
  deleteWorkOrderCategoryRoute,
  updateWorkOrderCategoryRoute,
  type WorkOrderCategoryInput,
} from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { WORK_ORDER_CATEGORIES_QUERY_KEY } from '@/lib/work-orders/get-work-order-choices'

/** Adds a category (no id) or changes one; the categories are read again after. */
export const useSaveWorkOrderCategory = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: WorkOrderCategoryInput }) =>
      id === null
        ? callApi(createWorkOrderCategoryRoute, { body: input })
        : callApi(updateWorkOrderCategoryRoute, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORK_ORDER_CATEGORIES_QUERY_KEY }),
  })
}

/** Deletes a category; its orders keep their due times. */
export const useDeleteWorkOrderCategory = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callApi(deleteWorkOrderCategoryRoute, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORK_ORDER_CATEGORIES_QUERY_KEY }),
  })
}
