import { useSyncExternalStore } from 'react'

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const readPreference = () => window.matchMedia(REDUCED_MOTION_QUERY).matches

/**
 * Whether the person asked their system for less motion; it follows the setting live.
 * @example const reduced = usePrefersReducedMotion() // true when "reduce motion" is on
 */
export const usePrefersReducedMotion = (): boolean => useSyncExternalStore(subscribe, readPreference)
