import { ivrNumbersRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's DID numbers and the IVR entry each routes to. */
export const getIvrNumbers = (signal?: AbortSignal) => callApi(ivrNumbersRoute, { signal })

export const useIvrNumbers = () =>
  useQuery({ queryKey: ['tools', 'ivr'], queryFn: ({ signal }) => getIvrNumbers(signal) })
