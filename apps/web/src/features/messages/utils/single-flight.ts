/**
 * Runs `task` at most once at a time: a call while it runs asks for exactly one more run afterwards, however
 * many calls came meanwhile, so bursts of triggers coalesce and nothing that happened during a run is missed.
 * Failures are the task's own business (it should catch them); the next call runs again.
 * @example const remindNow = singleFlight(() => remind()); remindNow(); remindNow() // two runs, not parallel
 */
export const singleFlight = (task: () => Promise<void>): (() => Promise<void>) => {
  let running: Promise<void> | null = null
  let isPending = false

  const run = (): Promise<void> => {
    running = task()
      .catch(() => undefined)
      .then(() => {
        running = null
        if (!isPending) return
        isPending = false
        return run()
      })
    return running
  }

  return () => {
    if (!running) return run()
    isPending = true
    return running
  }
}
