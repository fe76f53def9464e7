import { toolLinksRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's external tool links whose code the caller holds (the server filters them). */
export const getToolLinks = (signal?: AbortSignal) => callApi(toolLinksRoute, { signal })

export const useToolLinks = () =>
  useQuery({
    queryKey: ['tools', 'links'],
    queryFn: ({ signal }) => getToolLinks(signal),
    staleTime: 5 * 60_000,
  })
