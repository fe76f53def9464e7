import { useEffect, useState } from 'react'

/**
 * A value that follows `value` once it has stayed the same for `delayMs`, so typing asks the server once a pause.
 * @example const note = useDebouncedValue(typedNote, KNOWLEDGE_SUGGESTION_NOTE_DELAY_MS)
 */
export const useDebouncedValue = <T>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
