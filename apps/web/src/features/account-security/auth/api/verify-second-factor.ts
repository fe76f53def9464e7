import {
  secondAuthPasskeyOptionsRoute,
  secondAuthPasskeyRoute,
  secondAuthTotpConfirmRoute,
  secondAuthTotpSetupRoute,
  secondAuthVerifyRoute,
} from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { SESSION_QUERY_KEY } from '@/lib/sessions/get-session'

type CodeInput = { secondAuthCode: string; method: 'totp' | 'recovery'; code: string }

/** The login's step completes a session: the cached (absent) session is read again. */
const useStepMutation = <Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY }),
  })
}

/** An authenticator app's code or a recovery code at the second step. */
export const useVerifySecondFactor = () =>
  useStepMutation((body: CodeInput) => callApi(secondAuthVerifyRoute, { body }))

/** A passkey at the second step: the server's options, the browser's ceremony, the server's check. */
export const useVerifyPasskey = () =>
  useStepMutation(async (secondAuthCode: string) => {
    const optionsJSON = await callApi(secondAuthPasskeyOptionsRoute, { query: { secondAuthCode } })
    const { startAuthentication } = await import('@simplewebauthn/browser')
    const response = await startAuthentication({ optionsJSON: optionsJSON as never })
    return callApi(secondAuthPasskeyRoute, { body: { secondAuthCode, response: { ...response } } })
  })

/** A role that requires a factor: an authenticator app set up inside the login. */
export const useStartStepTotp = () =>
  useMutation({
    mutationFn: (secondAuthCode: string) => callApi(secondAuthTotpSetupRoute, { body: { secondAuthCode } }),
  })

export const useConfirmStepTotp = () =>
  useStepMutation((body: { secondAuthCode: string; code: string }) =>
    callApi(secondAuthTotpConfirmRoute, { body }),
  )
