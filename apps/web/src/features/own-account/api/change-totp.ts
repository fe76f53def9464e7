import { confirmTotpRoute, removeTotpRoute, startTotpRoute } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { useSecondFactorsChanged } from './get-second-factors'

/** Starts an authenticator app's enrolment (sealed current password): its secret and QR code, shown once. */
export const useStartTotp = () =>
  useMutation({
    mutationFn: (currentPassword: string) => callApi(startTotpRoute, { body: { currentPassword } }),
  })

/** Confirms the app with its code; the answer holds the recovery codes to show once. */
export const useConfirmTotp = () =>
  useMutation({
    mutationFn: (code: string) => callApi(confirmTotpRoute, { body: { code } }),
    onSuccess: useSecondFactorsChanged(),
  })

export const useRemoveTotp = () =>
  useMutation({
    mutationFn: (currentPassword: string) => callApi(removeTotpRoute, { body: { currentPassword } }),
    onSuccess: useSecondFactorsChanged(),
  })
