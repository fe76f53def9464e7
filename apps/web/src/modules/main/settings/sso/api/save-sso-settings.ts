import { saveSsoSettingsRoute, type SsoSettingsForm } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { ssoSettingsQueryOptions } from './get-sso-settings'

/** Saves the tenant's single sign-on; an empty client secret keeps the stored one. */
export const saveSsoSettings = (body: SsoSettingsForm) => callApi(saveSsoSettingsRoute, { body })

export const useSaveSsoSettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSsoSettings,
    onSuccess: (saved) => queryClient.setQueryData(ssoSettingsQueryOptions().queryKey, saved),
  })
}
