import type { CtiState } from '@portal/contract'
import { useEffect, useState } from 'react'

const STORAGE_KEY = 'telephony.lastRecordId'

const remembered = (): string | null => {
  try {
    return sessionStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * The record of the agent's own current call, else of their last call this tab saw (kept across a reload): after-call work and
 * the note belong to it once the call has gone from the state (§4: remember the last record id).
 * @example const recordId = useLastRecordId(state)
 */
export const useLastRecordId = (state: CtiState | undefined): string | null => {
  const [last, setLast] = useState(remembered)
  const call = state?.call
  // A call a supervisor listened to or joined is not theirs: its record is never their wrap-up's.
  const current = call && !call.listening && !call.joining ? call.callRecordId : null
  if (current && current !== last) setLast(current)

  useEffect(() => {
    if (!current) return
    try {
      sessionStorage.setItem(STORAGE_KEY, current)
    } catch {
      // Storage refused: remembered only while the page lives.
    }
  }, [current])
  return current ?? last
}
