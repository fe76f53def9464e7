import { lazy, type ComponentType } from 'react'

type Load<T> = () => Promise<{ default: T }>

/**
 * Loads a chunk, and when the load fails because the browser is offline, waits for `online` and tries again
 * instead of failing: a lazy part that threw its failed load into the frame would blank the whole page (and a
 * call with it). A load that fails while online (a chunk gone after a deploy) fails as before.
 * @example await loadWhenOnline(() => import('./dialog'))
 */
export function loadWhenOnline<T>(load: Load<T>): Promise<{ default: T }> {
  return load().catch((error: unknown) => {
    if (navigator.onLine) throw error
    return new Promise<{ default: T }>((resolve, reject) => {
      window.addEventListener('online', () => loadWhenOnline(load).then(resolve, reject), { once: true })
    })
  })
}

/**
 * React.lazy whose chunk, if the network drops while it loads, is loaded again once it is back (loadWhenOnline);
 * meanwhile the nearest Suspense shows its fallback.
 * @example const Dialog = lazyWhenOnline(() => import('./dialog').then((m) => ({ default: m.Dialog })))
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export const lazyWhenOnline = <T extends ComponentType<any>>(load: Load<T>) =>
  lazy(() => loadWhenOnline(load))
