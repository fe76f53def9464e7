import { createIvrFlowRoute, deleteIvrFlowRoute, saveIvrFlowRoute, type IvrFlowForm } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { IVR_FLOWS_KEY } from './get-ivr-flows'

/** Creates a flow (no id) or saves one whole; the list and the flow are read again after. */
export const useSaveIvrFlow = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, form }: { id: string | null; form: IvrFlowForm }) =>
      id === null
        ? callApi(createIvrFlowRoute, { body: form })
        : callApi(saveIvrFlowRoute, { params: { id }, body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IVR_FLOWS_KEY }),
  })
}

/** Deletes a flow no number routes to (the server refuses one in use). */
export const useDeleteIvrFlow = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callApi(deleteIvrFlowRoute, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IVR_FLOWS_KEY }),
  })
}
