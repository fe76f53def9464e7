import { ctiStateRoute, type CtiState } from '@portal/contract'
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { newerCtiState } from './newer-cti-state'

export const CTI_STATE_QUERY_KEY = ['telephony', 'cti-state'] as const

/** The caller's whole CTI state: agent, call and invitation (§7 agent info); every reload starts from it. */
export const getCtiState = (signal?: AbortSignal) => callApi(ctiStateRoute, { signal })

/**
 * The page's CTI state. Pushes and command replies replace it (see `applyCtiState`), so it is never stale by
 * time; a reply older than what a push already brought keeps the newer one.
 */
export const ctiStateQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: CTI_STATE_QUERY_KEY,
    queryFn: async ({ signal }) =>
      newerCtiState(queryClient.getQueryData<CtiState>(CTI_STATE_QUERY_KEY), await getCtiState(signal)),
    staleTime: Infinity,
  })

/**
 * Puts a CTI state from a push or a command's reply in place of the page's, if it is newer.
 * @example applyCtiState(queryClient, event.state)
 */
export const applyCtiState = (queryClient: QueryClient, state: CtiState) =>
  queryClient.setQueryData<CtiState>(CTI_STATE_QUERY_KEY, (held) => newerCtiState(held, state))

/**
 * The page's CTI state (agent, call, invitation), the same in every tab: loaded once, then replaced by each newer
 * CTI_STATE push (see `useCtiPush`) and each command's reply.
 * @example const { data: state } = useCtiState()
 */
export const useCtiState = () => useQuery(ctiStateQueryOptions(useQueryClient()))
