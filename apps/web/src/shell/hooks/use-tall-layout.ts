import { TALL_LAYOUT_MIN_WINDOW_HEIGHT } from '@portal/contract'
import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}
const isTall = () => window.innerHeight > TALL_LAYOUT_MIN_WINDOW_HEIGHT

/**
 * Whether the window is tall enough for the tall layout (spec §2: above 820 px), following resizes.
 * @example const isTallLayout = useTallLayout()
 */
export const useTallLayout = (): boolean => useSyncExternalStore(subscribe, isTall, () => false)
