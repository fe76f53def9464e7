import { endOwnSessionRoute } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { OWN_SESSIONS_QUERY_KEY } from './get-own-sessions'

/** Ends another of the user's own sessions at once; its page shows the forced-offline dialog. */
export const endOwnSession = (id: string) => callApi(endOwnSessionRoute, { params: { id } })

export const useEndOwnSession = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: endOwnSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OWN_SESSIONS_QUERY_KEY }),
  })
}
