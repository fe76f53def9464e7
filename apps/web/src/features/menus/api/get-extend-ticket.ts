import { extendTicketRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The url with a short-lived single-use ticket added, for an openType-1 page (never the session token). */
export const getExtendTicket = (url: string, signal?: AbortSignal) =>
  callApi(extendTicketRoute, { body: { url }, signal })

/**
 * A fresh ticketed url each time a frame mounts: tickets are single use, so none is cached or retried.
 * @example const ticketed = useExtendTicket(url); <iframe src={ticketed.data?.url} />
 */
export const useExtendTicket = (url: string | null) =>
  useQuery({
    queryKey: ['extend-ticket', url],
    queryFn: ({ signal }) => getExtendTicket(url ?? '', signal),
    enabled: url !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  })
