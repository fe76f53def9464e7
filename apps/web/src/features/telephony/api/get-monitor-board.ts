import { monitorBoardRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

const BOARD_REFRESH_MS = 5000

/** The supervisor's view: every agent of the tenant with their call, and the queues. */
export const getMonitorBoard = (signal?: AbortSignal) => callApi(monitorBoardRoute, { signal })

export const monitorBoardQueryOptions = () =>
  queryOptions({
    queryKey: ['telephony', 'monitor-board'],
    queryFn: ({ signal }) => getMonitorBoard(signal),
    refetchInterval: BOARD_REFRESH_MS,
  })

/** The board, refreshed every 5 s while the supervisor has it open. */
export const useMonitorBoard = () => useQuery(monitorBoardQueryOptions())
