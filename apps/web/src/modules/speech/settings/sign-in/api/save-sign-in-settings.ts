import { saveSignInSettingsRoute, type SignInSettingsForm } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { signInSettingsQueryOptions } from './get-sign-in-settings'

/** Saves the sign-in modes; the page shows what the server kept. */
export const useSaveSignInSettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SignInSettingsForm) => callApi(saveSignInSettingsRoute, { body }),
    onSuccess: (saved) => queryClient.setQueryData(signInSettingsQueryOptions().queryKey, saved),
  })
}
