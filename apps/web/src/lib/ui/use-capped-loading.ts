import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A loading flag that clears on `stop()` (the reply) or by itself after `capMs`, whichever comes first (§4: the
 * switcher's loading shows at most 4 s).
 * @example const loading = useCappedLoading(STATUS_SWITCH_LOADING_CAP_MS); loading.start(); send().finally(loading.stop)
 */
export const useCappedLoading = (capMs: number) => {
  const [isLoading, setIsLoading] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const start = useCallback(() => {
    clearTimeout(timer.current)
    setIsLoading(true)
    timer.current = setTimeout(() => setIsLoading(false), capMs)
  }, [capMs])
  const stop = useCallback(() => {
    clearTimeout(timer.current)
    setIsLoading(false)
  }, [])
  return { isLoading, start, stop }
}
