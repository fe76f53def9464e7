import { monitorBoardRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export const MONITOR_BOARD_QUERY_KEY = ['telephony', 'monitor-board'] as const

// Why a slow refetch at all: between server processes a push crosses Redis pub/sub, which delivers at most once,
// and a notice lost there (Redis restarting) leaves the socket open, so no RECONNECTED tells the page to read again.
const BOARD_SAFETY_REFETCH_MS = 60_000

/** The supervisor's view: every agent of the tenant with their call, and the queues. */
export const getMonitorBoard = (signal?: AbortSignal) => callApi(monitorBoardRoute, { signal })

export const monitorBoardQueryOptions = () =>
  queryOptions({
    queryKey: MONITOR_BOARD_QUERY_KEY,
    queryFn: ({ signal }) => getMonitorBoard(signal),
    refetchInterval: BOARD_SAFETY_REFETCH_MS,
  })

/** The board while the supervisor has it open; MONITOR_BOARD pushes make it read again (useMonitorBoardPush). */
export const useMonitorBoard = () => useQuery(monitorBoardQueryOptions())
