import {
  abandonedCallsRoute,
  missedCallsRoute,
  pickCallRoute,
  recentNumbersRoute,
  waitingCallsRoute,
} from '@portal/contract'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { dial } from '@/lib/telephony/cti/dial'
import { useCtiState } from '@/lib/telephony/cti/get-cti-state'
import { useCtiMutation } from '@/lib/telephony/cti/use-cti-mutation'

export const CALL_LISTS_QUERY_KEY = ['telephony', 'call-lists'] as const

// Other callers join and leave the queue without any push to this agent: the queue view looks again this often.
const WAITING_REFRESH_MS = 3000

export const waitingCallsQueryOptions = (version: number) =>
  queryOptions({
    queryKey: [...CALL_LISTS_QUERY_KEY, 'waiting', version],
    queryFn: ({ signal }) => callApi(waitingCallsRoute, { signal }),
    refetchInterval: WAITING_REFRESH_MS,
    placeholderData: keepPreviousData,
  })

/** The calls waiting in the agent's skill groups (the desk's queue view). */
export const useWaitingCalls = () => useQuery(waitingCallsQueryOptions(useStateVersion()))

/** The agent's CTI state version: every change of their calls moves it, and the lists are read again. */
const useStateVersion = () => useCtiState().data?.version ?? 0

/** The agent's calls not taken (missed, rejected), or the abandoned calls of their skill groups. */
export const useNotTakenCalls = (scope: 'mine' | 'groups') =>
  useQuery({
    queryKey: [...CALL_LISTS_QUERY_KEY, scope, useStateVersion()],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callApi(scope === 'mine' ? missedCallsRoute : abandonedCallsRoute, { signal }),
  })

/** The agent's recent numbers: the dial pad's redial and recent list. */
export const useRecentNumbers = () =>
  useQuery({
    queryKey: [...CALL_LISTS_QUERY_KEY, 'recent', useStateVersion()],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callApi(recentNumbersRoute, { signal }),
  })

/** The lists change with the agent's own calls: read them again after a pick or a call-back. */
const useListsRefresh = () => {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: CALL_LISTS_QUERY_KEY })
}

/** Picks a waiting call: it connects to the agent at once. */
export const usePickCall = () => {
  const refresh = useListsRefresh()
  return useCtiMutation(async (recordId: string) => {
    const state = await callApi(pickCallRoute, { params: { recordId } })
    refresh()
    return state
  })
}

/** Calls a record's number again (a call-back, a redial); the new record links it. */
export const useCallBack = () => {
  const refresh = useListsRefresh()
  return useCtiMutation(async (recordId: string) => {
    const state = await dial({ recordId })
    refresh()
    return state
  }, 'telephony.dialInfoFailed')
}
