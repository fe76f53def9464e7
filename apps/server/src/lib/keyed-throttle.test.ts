import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keyedThrottle } from './keyed-throttle'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

const throttled = () => {
  const runs: string[] = []
  const throttle = keyedThrottle(
    250,
    async (key) => void runs.push(key),
    () => undefined,
  )
  return { runs, throttle }
}

describe('keyedThrottle', () => {
  it('runs the first note of a quiet key at once', () => {
    const { runs, throttle } = throttled()
    throttle.note('a')
    expect(runs).toEqual(['a'])
  })

  it('gives a burst of notes one run now and one at the end of the window', () => {
    const { runs, throttle } = throttled()
    for (let i = 0; i < 50; i += 1) throttle.note('a')
    expect(runs).toEqual(['a'])
    vi.advanceTimersByTime(249)
    expect(runs).toEqual(['a'])
    vi.advanceTimersByTime(1)
    expect(runs).toEqual(['a', 'a'])
    vi.advanceTimersByTime(1000)
    expect(runs).toEqual(['a', 'a'])
  })

  it('runs a steady stream of notes at most once per window', () => {
    const { runs, throttle } = throttled()
    for (let ms = 0; ms < 1000; ms += 10) {
      throttle.note('a')
      vi.advanceTimersByTime(10)
    }
    vi.advanceTimersByTime(1000)
    expect(runs.length).toBeGreaterThanOrEqual(4)
    expect(runs.length).toBeLessThanOrEqual(5)
  })

  it('keeps each key to its own window', () => {
    const { runs, throttle } = throttled()
    throttle.note('a')
    throttle.note('b')
    throttle.note('a')
    expect(runs).toEqual(['a', 'b'])
    vi.advanceTimersByTime(250)
    expect(runs).toEqual(['a', 'b', 'a'])
  })

  it('runs again at once for a note after a quiet window', () => {
    const { runs, throttle } = throttled()
    throttle.note('a')
    vi.advanceTimersByTime(300)
    throttle.note('a')
    expect(runs).toEqual(['a', 'a'])
  })

  it('reports a failed run and keeps going', async () => {
    const errors: string[] = []
    const throttle = keyedThrottle(
      250,
      async () => {
        throw new Error('down')
      },
      (_error, key) => void errors.push(key),
    )
    throttle.note('a')
    await vi.advanceTimersByTimeAsync(0)
    expect(errors).toEqual(['a'])
  })

  it('drops pending runs when closed', () => {
    const { runs, throttle } = throttled()
    throttle.note('a')
    throttle.note('a')
    throttle.close()
    vi.advanceTimersByTime(1000)
    expect(runs).toEqual(['a'])
  })
})
