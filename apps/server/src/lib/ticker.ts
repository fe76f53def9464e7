/**
 * Runs `tick` every `intervalMs`, never two at once (a tick that outlasts the interval skips the next), without
 * keeping the process alive; a failed tick goes to `onError`. The returned stop waits for a tick under way.
 * @example const stop = startTicker(200, sweep, (error) => log.warn({ err: error }, 'sweep failed'))
 */
export function startTicker(
  intervalMs: number,
  tick: () => Promise<void>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = tick()
      .catch(onError)
      .finally(() => {
        running = null
      })
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
