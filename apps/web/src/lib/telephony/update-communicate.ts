import { communicateUpdateRoute } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** Saves the agent's note on a call's record (§7 communicate update): the call widget and the working desk both use it. */
export const updateCommunicate = ({ recordId, note }: { recordId: string; note: string }) =>
  callApi(communicateUpdateRoute, { params: { recordId }, body: { note } })

export const useUpdateCommunicate = () => useMutation({ mutationFn: updateCommunicate })
