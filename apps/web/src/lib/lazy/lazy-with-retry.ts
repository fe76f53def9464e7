import { lazy, type ComponentType } from 'react'

type Load<T> = () => Promise<{ default: T }>

/**
 * How long to wait before each new attempt at a chunk that failed to load: about two minutes in all, so a network
 * drop or a server restart is outlived. `online` cuts a wait short. `navigator.onLine` cannot decide alone: it stays
 * true when only the server, a proxy or the Wi-Fi's far side is gone.
 */
export const CHUNK_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000] as const

/**
 * Loads a chunk, trying again after each failure (CHUNK_RETRY_DELAYS_MS, or at once when the browser comes back
 * online) before failing for good: a lazy part that threw its first failed load into the frame would blank the whole
 * page, and a call with it. Chromium does not keep a failed dynamic import, so the same import can be tried again.
 * @example await loadWithRetry(() => import('./dialog'))
 */
export function loadWithRetry<T>(load: Load<T>, attempt = 0): Promise<{ default: T }> {
  return load().catch((error: unknown) => {
    const delayMs = CHUNK_RETRY_DELAYS_MS[attempt]
    if (delayMs === undefined) throw error
    return new Promise<{ default: T }>((resolve, reject) => {
      const retry = () => {
        clearTimeout(timer)
        window.removeEventListener('online', retry)
        loadWithRetry(load, attempt + 1).then(resolve, reject)
      }
      const timer = setTimeout(retry, delayMs)
      window.addEventListener('online', retry)
    })
  })
}

/**
 * React.lazy whose chunk is loaded again after a failed load (loadWithRetry); meanwhile the nearest Suspense shows
 * its fallback.
 * @example const Dialog = lazyWithRetry(() => import('./dialog').then((m) => ({ default: m.Dialog })))
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export const lazyWithRetry = <T extends ComponentType<any>>(load: Load<T>) => lazy(() => loadWithRetry(load))
