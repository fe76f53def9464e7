import { acwSeconds, type AgentSystemState, type CtiState } from '@portal/contract'
import { useEffect, useRef } from 'react'
import { useUpdateAcw } from '../api/calls/update-acw'

const ACW_STATES: readonly AgentSystemState[] = ['ACW', 'MANUAL_ACW']
const REPORTED_KEY = 'telephony.acwReported'

// Every tab of the account sees the same end; one report per ended after-call work is enough (the server keeps
// the figure, so a second tab's identical report would change nothing either).
const claimReport = (id: string): boolean => {
  try {
    if (localStorage.getItem(REPORTED_KEY) === id) return false
    localStorage.setItem(REPORTED_KEY, id)
  } catch {
    // No storage: report anyway.
  }
  return true
}

/**
 * When after-call work ends, saves its length on the call's record (§7 updateAcw): the time from the ACW state's
 * start to the next state's start, both the server's, in whole seconds rounded up (§9).
 */
export const useAcwReport = (state: CtiState | undefined, recordId: string | null) => {
  const updateAcw = useUpdateAcw()
  const { mutate } = updateAcw
  const acw = useRef<{ since: string; recordId: string | null } | null>(null)

  useEffect(() => {
    if (!state) return
    const { systemState, stateSince } = state.agent
    if (ACW_STATES.includes(systemState)) {
      // An extension may move the state's time on; the work began at the first ACW state seen.
      acw.current = {
        since: acw.current?.since ?? stateSince,
        recordId: recordId ?? acw.current?.recordId ?? null,
      }
      return
    }
    const ended = acw.current
    acw.current = null
    if (!ended?.recordId || !claimReport(`${ended.recordId}@${ended.since}`)) return
    const elapsed = Date.parse(stateSince) - Date.parse(ended.since)
    mutate({ acwDuration: acwSeconds(elapsed), recordId: ended.recordId })
  }, [state, recordId, mutate])
}
