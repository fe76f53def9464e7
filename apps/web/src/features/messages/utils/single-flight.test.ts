import { describe, expect, it } from 'vitest'
import { singleFlight } from './single-flight'

const deferred = () => {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('singleFlight', () => {
  it('runs one task at a time and folds calls made meanwhile into one more run', async () => {
    const gates = [deferred(), deferred()]
    let runs = 0
    let inFlight = 0
    let maxInFlight = 0
    const trigger = singleFlight(async () => {
      const gate = gates[runs] ?? deferred()
      runs += 1
      inFlight += 1
      maxInFlight = Math.max(maxInFlight, inFlight)
      await gate.promise
      inFlight -= 1
    })
    const first = trigger()
    void trigger()
    void trigger()
    expect(runs).toBe(1)
    gates[0]?.resolve()
    await Promise.resolve()
    await new Promise((done) => setTimeout(done, 0))
    expect(runs).toBe(2)
    gates[1]?.resolve()
    await first
    expect(runs).toBe(2)
    expect(maxInFlight).toBe(1)
  })

  it('runs again on the next call after a task failed', async () => {
    let runs = 0
    const trigger = singleFlight(async () => {
      runs += 1
      throw new Error('offline')
    })
    await trigger()
    await trigger()
    expect(runs).toBe(2)
  })
})
