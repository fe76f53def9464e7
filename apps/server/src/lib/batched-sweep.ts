import type { FastifyBaseLogger } from 'fastify'
import { startTicker } from './ticker'

/** How many rows one step of a sweep takes: small enough that its row locks are short. */
const SWEEP_BATCH = 100

/**
 * Runs one step of a sweep (which takes at most `batch` rows and says how many it took) until a step comes back
 * short. @returns how many rows the sweep took in all
 * @example await sweepInBatches((batch) => markInterruptedMail(db, INTERRUPTED_MAIL_AFTER_SECONDS, batch))
 */
export async function sweepInBatches(step: (batch: number) => Promise<number>): Promise<number> {
  let total = 0
  for (;;) {
    const taken = await step(SWEEP_BATCH)
    total += taken
    if (taken < SWEEP_BATCH) return total
  }
}

/**
 * Sweeps once now and then every `intervalMs`, in every process (the rows' SKIP LOCKED keeps two processes from
 * waiting on each other); logs `done` when it took rows at `level`, and `failed` when it could not run.
 * @returns stop, which waits for a sweep under way
 */
export async function startSweep(options: {
  intervalMs: number
  sweep: () => Promise<number>
  log: FastifyBaseLogger
  level: 'info' | 'warn'
  done: string
  failed: string
}): Promise<() => Promise<void>> {
  const { log } = options
  const tick = async () => {
    const taken = await options.sweep()
    if (taken > 0) log[options.level]({ taken }, options.done)
  }
  const onError = (error: unknown) => log.warn({ err: error }, options.failed)
  await tick().catch(onError)
  return startTicker(options.intervalMs, tick, onError)
}
