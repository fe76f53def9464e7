import { useCallback, useEffect, useState } from 'react'
import { secondsUntil } from './countdown'

const TICK_MS = 250

/**
 * A countdown in whole seconds, measured against the clock so a busy or hidden tab never makes it run slow.
 * `initialSeconds` starts it at once, as when the page opens right after a send.
 * @example const { secondsLeft, hasStarted, start } = useCountdown(); start(SMS_RESEND_COUNTDOWN_S)
 */
export const useCountdown = (initialSeconds?: number) => {
  const [now, setNow] = useState(() => Date.now())
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    initialSeconds === undefined ? null : now + initialSeconds * 1000,
  )

  useEffect(() => {
    if (endsAt === null) return
    const timer = setInterval(() => {
      const time = Date.now()
      setNow(time)
      if (time >= endsAt) clearInterval(timer)
    }, TICK_MS)
    return () => clearInterval(timer)
  }, [endsAt])

  const start = useCallback((seconds: number) => {
    const time = Date.now()
    setNow(time)
    setEndsAt(time + seconds * 1000)
  }, [])

  return { secondsLeft: endsAt === null ? 0 : secondsUntil(endsAt, now), hasStarted: endsAt !== null, start }
}
