import { useQueryClient } from '@tanstack/react-query'
import { usePushEvents } from '@/lib/push/use-push-events'
import { applyChannelPresence } from '../api/apply-channel-presence'
import { CHANNEL_PRESENCES_QUERY_KEY } from '../api/get-channel-presences'

/**
 * Keeps the page's channel presences in step with the server: each CHANNEL_PRESENCE push replaces its channel
 * when newer, and after a reconnection (pushes may have been missed) they are read again.
 */
export const useChannelPresencePush = () => {
  const queryClient = useQueryClient()
  usePushEvents((event) => {
    if (event.type === 'CHANNEL_PRESENCE') applyChannelPresence(queryClient, event.presence)
    if (event.type === 'RECONNECTED')
      void queryClient.invalidateQueries({ queryKey: CHANNEL_PRESENCES_QUERY_KEY })
  })
}
