import { wrapUpRoute } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { WORKING_DESK_QUERY_KEY } from './get-working-desk'

/** Sets the wrap-up code of one of the agent's calls. */
export const wrapUpCall = ({ recordId, code }: { recordId: string; code: string }) =>
  callApi(wrapUpRoute, { params: { recordId }, body: { code } })

export const useWrapUpCall = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: wrapUpCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKING_DESK_QUERY_KEY }),
  })
}
