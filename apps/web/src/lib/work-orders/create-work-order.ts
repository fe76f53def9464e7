import { createWorkOrderRoute, type CreateWorkOrder } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { RECENT_CONTACTS_QUERY_KEY } from '@/lib/customer-contacts/get-recent-contacts'
import { TO_DO_COUNTS_QUERY_KEY } from '@/lib/dashboard/todo-counts-query-key'

/** The work-order module's queries start with these keys: its list and each order. */
const WORK_ORDER_QUERY_KEYS = [['work-orders'], ['work-order']] as const

/** Creates a work order (from a call, a customer or the list). */
export const createWorkOrder = (body: CreateWorkOrder) => callApi(createWorkOrderRoute, { body })

/** Creates a work order; the work-order lists and the recent contacts then show it. */
export const useCreateWorkOrder = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createWorkOrder,
    onSuccess: async () => {
      for (const queryKey of [...WORK_ORDER_QUERY_KEYS, RECENT_CONTACTS_QUERY_KEY, TO_DO_COUNTS_QUERY_KEY])
        await queryClient.invalidateQueries({ queryKey })
    },
  })
}
