import { channelPresencesRoute, type ChannelPresences } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export const CHANNEL_PRESENCES_QUERY_KEY = ['channel-status', 'presences'] as const

/**
 * The caller's chat, e-mail and video presences; pushes and replies then replace
 * single channels in it (see `applyChannelPresence`), so it is never stale by time.
 */
export const channelPresencesQueryOptions = () =>
  queryOptions({
    queryKey: CHANNEL_PRESENCES_QUERY_KEY,
    queryFn: ({ signal }): Promise<ChannelPresences> => callApi(channelPresencesRoute, { signal }),
    staleTime: Infinity,
  })

/**
 * The page's channel presences, the same in every tab.
 * @example const { data } = useChannelPresences()
 */
export const useChannelPresences = () => useQuery(channelPresencesQueryOptions())
