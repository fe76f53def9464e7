import { useMediaQuery } from './use-media-query'

/**
 * Whether the person asked their system for less motion; it follows the setting live.
 * @example const reduced = usePrefersReducedMotion() // true when "reduce motion" is on
 */
export const usePrefersReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)')
