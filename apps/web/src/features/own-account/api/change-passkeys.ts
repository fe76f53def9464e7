import {
  passkeyRegistrationOptionsRoute,
  registerPasskeyRoute,
  removePasskeyRoute,
  renewRecoveryCodesRoute,
} from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { useSecondFactorsChanged } from './get-second-factors'

type PasskeyInput = { currentPassword: string; name: string }

/**
 * Registers a passkey: the server's options (after the sealed current password), the browser's WebAuthn
 * ceremony (its library loaded only now), and the server's check. @returns recovery codes when it made new ones
 */
export const useRegisterPasskey = () =>
  useMutation({
    mutationFn: async ({ currentPassword, name }: PasskeyInput) => {
      const optionsJSON = await callApi(passkeyRegistrationOptionsRoute, { body: { currentPassword } })
      const { startRegistration } = await import('@simplewebauthn/browser')
      const response = await startRegistration({ optionsJSON: optionsJSON as never })
      return callApi(registerPasskeyRoute, { body: { name, response: { ...response } } })
    },
    onSuccess: useSecondFactorsChanged(),
  })

export const useRemovePasskey = () =>
  useMutation({
    mutationFn: ({ id, currentPassword }: { id: string; currentPassword: string }) =>
      callApi(removePasskeyRoute, { params: { id }, body: { currentPassword } }),
    onSuccess: useSecondFactorsChanged(),
  })

/** New recovery codes in place of the old ones, shown once. */
export const useRenewRecoveryCodes = () =>
  useMutation({
    mutationFn: (currentPassword: string) => callApi(renewRecoveryCodesRoute, { body: { currentPassword } }),
    onSuccess: useSecondFactorsChanged(),
  })
