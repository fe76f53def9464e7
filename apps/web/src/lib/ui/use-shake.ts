import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A shake that lasts `durationMs` from the latest `shake()` (the bell's and the status icon's, spec §9: 5 s).
 * Shared by the features that shake an icon on a new-message signal.
 * @example const { isShaking, shake } = useShake(SHAKE_DURATION_MS)
 */
export const useShake = (durationMs: number) => {
  const [isShaking, setIsShaking] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const shake = useCallback(() => {
    clearTimeout(timer.current)
    setIsShaking(true)
    timer.current = setTimeout(() => setIsShaking(false), durationMs)
  }, [durationMs])
  return { isShaking, shake }
}
