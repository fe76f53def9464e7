import { useIsFetching, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { usePushEvents } from '@/lib/push/use-push-events'
import { MONITOR_BOARD_QUERY_KEY } from '../api/monitoring/get-monitor-board'

const readBoardAgain = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: MONITOR_BOARD_QUERY_KEY }, { cancelRefetch: false })

/**
 * Reads the open board again when the server says it changed (MONITOR_BOARD) or pushes may have been missed
 * (RECONNECTED). A notice during a read waits for it to end and then reads once more, rather than cancelling it:
 * in a busy call centre notices come every quarter second, and on a slow link cancelled reads would never finish.
 */
export const useMonitorBoardPush = () => {
  const queryClient = useQueryClient()
  const isReading = useIsFetching({ queryKey: MONITOR_BOARD_QUERY_KEY }) > 0
  const isOwed = useRef(false)
  usePushEvents((event) => {
    if (event.type !== 'MONITOR_BOARD' && event.type !== 'RECONNECTED') return
    if (queryClient.isFetching({ queryKey: MONITOR_BOARD_QUERY_KEY }) > 0) isOwed.current = true
    else readBoardAgain(queryClient)
  })
  useEffect(() => {
    if (isReading || !isOwed.current) return
    isOwed.current = false
    readBoardAgain(queryClient)
  }, [isReading, queryClient])
}
