import { useQueryClient } from '@tanstack/react-query'
import { usePushEvents } from '@/lib/push/use-push-events'
import { CTI_STATE_QUERY_KEY, applyCtiState } from '@/lib/telephony/cti/get-cti-state'

/**
 * Keeps the page's CTI state in step with the server: each CTI_STATE push replaces it when newer, and after a
 * reconnection (pushes may have been missed) it is read again.
 */
export const useCtiPush = () => {
  const queryClient = useQueryClient()
  usePushEvents((event) => {
    if (event.type === 'CTI_STATE') applyCtiState(queryClient, event.state)
    if (event.type === 'RECONNECTED') void queryClient.invalidateQueries({ queryKey: CTI_STATE_QUERY_KEY })
  })
}
