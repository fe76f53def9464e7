import { SHAKE_DURATION_MS } from '@portal/contract'
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A shake that lasts 5 s from the latest `shake()` (spec §9).
 * @example const { isShaking, shake } = useShake()
 */
export const useShake = () => {
  const [isShaking, setIsShaking] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const shake = useCallback(() => {
    clearTimeout(timer.current)
    setIsShaking(true)
    timer.current = setTimeout(() => setIsShaking(false), SHAKE_DURATION_MS)
  }, [])
  return { isShaking, shake }
}
