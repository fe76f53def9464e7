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
 * The record of the current call, else of the last call this tab saw (kept across a reload): after-call work and
 * the note belong to it once the call has gone from the state (§4: remember the last record id).
 * @example const recordId = useLastRecordId(state)
 */
export const useLastRecordId = (state: CtiState | undefined): string | null => {
  const [last, setLast] = useState(remembered)
  const current = state?.call?.callRecordId ?? null
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
