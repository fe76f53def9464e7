import type { AgentSummary, QueueSummary } from '@portal/contract'
import { apiOverHttp } from './call-centre'

/** Polls `read` until `done` holds for what it read (every 100 ms, up to `timeoutMs`); what it read last. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

type Board = { agents: AgentSummary[]; queues: QueueSummary[] }

/**
 * Samples the supervisor board every ~250 ms and keeps the longest stretch in which a queue had a caller waiting
 * while an agent of its group was ready and idle (a stranded caller).
 * @example const watch = watchBoard(origin, adminCookie); ...; const { longestStrandedMs } = await watch.stop()
 */
export function watchBoard(origin: string, supervisorCookie: string) {
  let running = true
  let longestStrandedMs = 0
  let samples = 0
  const strandedSince = new Map<string, number>()
  // An error ends the sampling; stop() throws it.
  const loop = (async () => {
    while (running) {
      const board = await apiOverHttp<Board>(origin, supervisorCookie, 'GET', '/api/v1/speech/monitor/board')
      const now = Date.now()
      samples += 1
      for (const queue of board.queues) {
        if (queue.waiting > 0 && queue.readyAgents > 0) {
          const since = strandedSince.get(queue.name) ?? now
          strandedSince.set(queue.name, since)
          longestStrandedMs = Math.max(longestStrandedMs, now - since)
        } else strandedSince.delete(queue.name)
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })()
  loop.catch(() => undefined)
  return {
    async stop() {
      running = false
      await loop
      return { longestStrandedMs, samples }
    },
  }
}
