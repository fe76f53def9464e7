import { useEffect, useState } from 'react'

const TICK_MS = 500

/**
 * The clock, ticking while `isRunning`: timers are read from the server's timestamps against it, never counted
 * from when the page mounted, so every tab and every reload shows the same time.
 * @example const now = useNow(true); formatDuration(now - Date.parse(call.answeredAt))
 */
export const useNow = (isRunning: boolean): number => {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!isRunning) return
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [isRunning])
  return now
}
