import { ssoSettingsRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's single sign-on settings, the client secret only as set or not. */
export const getSsoSettings = (signal?: AbortSignal) => callApi(ssoSettingsRoute, { signal })

export const ssoSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['sso-settings'], queryFn: ({ signal }) => getSsoSettings(signal) })

export const useSsoSettings = () => useQuery(ssoSettingsQueryOptions())
