import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches now; it follows the system's setting live.
 * @example const prefersDark = useMediaQuery('(prefers-color-scheme: dark)')
 */
export const useMediaQuery = (mediaQuery: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const query = window.matchMedia(mediaQuery)
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    [mediaQuery],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(mediaQuery).matches)
}
