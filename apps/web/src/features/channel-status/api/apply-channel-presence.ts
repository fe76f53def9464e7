import type { ChannelPresence, ChannelPresences } from '@portal/contract'
import type { QueryClient } from '@tanstack/react-query'
import { CHANNEL_PRESENCES_QUERY_KEY } from './get-channel-presences'

/**
 * Puts a channel's presence from a push or a reply in place of the page's, unless the page already holds a
 * newer version (a push that arrives after the reply to a later change).
 * @example applyChannelPresence(queryClient, { channel: 'chat', status: 'online', version: 3 })
 */
export const applyChannelPresence = (queryClient: QueryClient, presence: ChannelPresence) =>
  queryClient.setQueryData<ChannelPresences>(CHANNEL_PRESENCES_QUERY_KEY, (held) =>
    held
      ? {
          ...held,
          channels: held.channels.map((current) =>
            current.channel === presence.channel && current.version < presence.version ? presence : current,
          ),
        }
      : held,
  )
