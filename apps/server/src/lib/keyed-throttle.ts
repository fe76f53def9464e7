/** Runs work for a key at most once per window; see {@link keyedThrottle}. */
export type KeyedThrottle = {
  /** Asks for a run for `key`: now if the key is quiet, else once at the end of its window. */
  note: (key: string) => void
  /** Drops every pending run (a closing app). */
  close: () => void
}

/**
 * Coalesces bursts per key: the first note of a quiet key runs at once, and any notes during the next `windowMs`
 * give a single run at its end (which opens a new window), so each key runs at most once per window and the last
 * note is always followed by a run. A run's failure goes to `onError`.
 * @example const notices = keyedThrottle(250, (tenantId) => publish(tenantId), log); notices.note(tenantId)
 */
export function keyedThrottle(
  windowMs: number,
  run: (key: string) => Promise<void>,
  onError: (error: unknown, key: string) => void,
): KeyedThrottle {
  // A key is here while its window is open; `true` once a note came in during the window.
  const windows = new Map<string, { timer: NodeJS.Timeout; isDue: boolean }>()
  const start = (key: string) => {
    run(key).catch((error: unknown) => onError(error, key))
    const timer = setTimeout(() => {
      const isDue = windows.get(key)?.isDue
      windows.delete(key)
      if (isDue) start(key)
    }, windowMs)
    timer.unref()
    windows.set(key, { timer, isDue: false })
  }
  return {
    note: (key) => {
      const open = windows.get(key)
      if (open) open.isDue = true
      else start(key)
    },
    close: () => {
      for (const { timer } of windows.values()) clearTimeout(timer)
      windows.clear()
    },
  }
}
