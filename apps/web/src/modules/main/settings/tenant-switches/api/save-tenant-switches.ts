import { saveTenantSwitchesRoute, type TenantSwitches } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { frontConfigQueryOptions } from '@/lib/front-config/get-front-config'
import { tenantSwitchesQueryOptions } from './get-tenant-switches'

/** Saves the switches; the pre-login config (SMS tab, languages) is read again since it follows them. */
export const useSaveTenantSwitches = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TenantSwitches) => callApi(saveTenantSwitchesRoute, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(tenantSwitchesQueryOptions().queryKey, saved)
      return queryClient.invalidateQueries({ queryKey: frontConfigQueryOptions().queryKey })
    },
  })
}
