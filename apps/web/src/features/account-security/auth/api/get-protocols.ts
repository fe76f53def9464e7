import { protocolListRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The protocol documents to agree to, already picked by the server for the channel and language. */
export const getProtocols = (signal?: AbortSignal) => callApi(protocolListRoute, { query: {}, signal })

export const protocolsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'protocols'],
    queryFn: ({ signal }) => getProtocols(signal),
    staleTime: Infinity,
    select: (data) => data.list,
  })

export const useProtocols = () => useQuery(protocolsQueryOptions())
