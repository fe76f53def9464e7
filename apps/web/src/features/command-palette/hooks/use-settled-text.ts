import { useEffect, useState } from 'react'

/** How long the typing rests before the palette asks the server: one search per pause, not per key. */
export const SEARCH_SETTLE_MS = 150

/**
 * The text once it has stopped changing for SEARCH_SETTLE_MS.
 * @example const searched = useSettledText(text)
 */
export const useSettledText = (text: string): string => {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), SEARCH_SETTLE_MS)
    return () => window.clearTimeout(timer)
  }, [text])
  return settled
}
