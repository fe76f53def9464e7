import { logoutRoute } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../api/call-api'

/** Ends the session; the server clears its cookie. */
export const logout = () => callApi(logoutRoute)

export const useLogout = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    // Nothing cached for the user who left may show to the next one.
    onSuccess: () => queryClient.clear(),
  })
}
