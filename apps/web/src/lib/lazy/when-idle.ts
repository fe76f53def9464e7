/**
 * How long a part started "when idle" waits at most for the page to go quiet. Short enough that what reacts to pushes
 * (the call widget, the push connection) is there within about a second even on a busy page.
 */
export const IDLE_START_TIMEOUT_MS = 1_000

/**
 * Runs `task` once the main thread is idle (after the page's current work and its paint), or after `timeoutMs` at
 * the latest; returns the way to cancel it. No animation frame is awaited: a tab opened in the background never
 * paints, yet its call alerts must still start. Without requestIdleCallback (Safari) a timer stands in.
 * @example const cancel = whenIdle(() => preloadEditor())
 */
export function whenIdle(task: () => void, timeoutMs: number = IDLE_START_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(task, 0)
  return () => window.clearTimeout(timer)
}
