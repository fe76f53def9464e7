import { wrapUpRoute } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { callRecordQueryKey } from '@/lib/telephony/call-note/get-call-record'
import { WORKING_DESK_QUERY_KEY } from './get-working-desk'

/** Sets the wrap-up code of one of the agent's calls. */
export const wrapUpCall = ({ recordId, code }: { recordId: string; code: string }) =>
  callApi(wrapUpRoute, { params: { recordId }, body: { code } })

/** The wrap-up code's save: the desk and the call's record (the phone panel's view of it) read it again. */
export const useWrapUpCall = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: wrapUpCall,
    onSuccess: (_call, { recordId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WORKING_DESK_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: callRecordQueryKey(recordId) }),
      ]),
  })
}
