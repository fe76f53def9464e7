import { logoutRoute } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isSessionEnded } from '../api/api-error'
import { callApi } from '../api/call-api'

/** Ends the session; the server clears its cookie. One that had already ended (offline dialog) is logged out too. */
export const logout = () =>
  callApi(logoutRoute).catch((error: unknown) => {
    if (isSessionEnded(error)) return null
    throw error
  })

export const useLogout = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    // Nothing cached for the user who left may show to the next one.
    onSuccess: () => queryClient.clear(),
  })
}
