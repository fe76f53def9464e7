import { secondAuthValidateRoute } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { SESSION_QUERY_KEY } from '@/lib/sessions/get-session'

export type SecondAuthInput = { secondAuthCode: string; code: string }

/** Checks the second-factor code; on success the server turns the pending login into a session. */
export const validateSecondAuth = (body: SecondAuthInput) => callApi(secondAuthValidateRoute, { body })

export const useValidateSecondAuth = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: validateSecondAuth,
    onSuccess: () => queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY }),
  })
}
