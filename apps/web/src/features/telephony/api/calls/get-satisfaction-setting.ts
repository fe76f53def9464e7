import { satisfactionSettingRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** Whether calls may be transferred to the satisfaction survey (§7 settingSatis). */
export const getSatisfactionSetting = (signal?: AbortSignal) => callApi(satisfactionSettingRoute, { signal })

export const satisfactionSettingQueryOptions = () =>
  queryOptions({
    queryKey: ['telephony', 'satisfaction-setting'],
    queryFn: ({ signal }) => getSatisfactionSetting(signal),
    staleTime: 60_000,
  })

export const useSatisfactionSetting = () => useQuery(satisfactionSettingQueryOptions())
