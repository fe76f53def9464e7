import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { usePushEvents } from '@/lib/push/use-push-events'

/**
 * Reads the desk's queries again whenever the agent's CTI state version moves (a call rang, was answered, ended,
 * a status changed) or the push connection came back (pushes may have been missed): live without polling.
 * @example useRefetchOnCtiChange(WORKING_DESK_QUERY_KEY)
 */
export const useRefetchOnCtiChange = (queryKey: readonly unknown[]) => {
  const queryClient = useQueryClient()
  const lastVersion = useRef<number | null>(null)
  usePushEvents((event) => {
    if (event.type === 'CTI_STATE' && event.state.version === lastVersion.current) return
    if (event.type !== 'CTI_STATE' && event.type !== 'RECONNECTED') return
    if (event.type === 'CTI_STATE') lastVersion.current = event.state.version
    void queryClient.invalidateQueries({ queryKey })
  })
}
