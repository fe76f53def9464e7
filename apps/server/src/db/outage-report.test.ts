import { describe, expect, it, vi } from 'vitest'
import { reportOutages } from './outage-report'

describe('reportOutages', () => {
  it('reports an outage once when it starts and once when a connection taken since works, with its duration', () => {
    vi.useFakeTimers()
    const lines: string[] = []
    const outage = reportOutages((line) => lines.push(line))
    const before = Date.now()
    outage.answered(before)
    outage.lost(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
    vi.advanceTimersByTime(3_200)
    outage.lost(new Error('Connection terminated unexpectedly'))
    outage.answered(before)
    outage.answered(Date.now())
    outage.answered(Date.now())
    expect(lines).toEqual([
      'database unavailable: connect ECONNREFUSED 127.0.0.1:5432',
      'database answering again after 3.2 s',
    ])
    vi.useRealTimers()
  })
})

describe('a request that waited for a connection in vain', () => {
  it('is the pool busy while others answered meanwhile (once a minute), and an outage when none did', () => {
    vi.useFakeTimers()
    const lines: string[] = []
    const outage = reportOutages((line) => lines.push(line))
    const timeout = new Error('timeout exceeded when trying to connect')
    outage.answered(Date.now())
    vi.advanceTimersByTime(1_000)
    outage.timedOut(timeout, 5_000)
    outage.timedOut(timeout, 5_000)
    vi.advanceTimersByTime(61_000)
    outage.answered(Date.now())
    outage.timedOut(timeout, 5_000)
    expect(lines).toEqual([
      'database busy: no connection of the pool free within 5000 ms while others answered ' +
        '(a larger DATABASE_POOL_SIZE or another process would take the load)',
      'database busy: no connection of the pool free within 5000 ms while others answered ' +
        '(a larger DATABASE_POOL_SIZE or another process would take the load)',
    ])
    vi.advanceTimersByTime(6_000)
    outage.timedOut(timeout, 5_000)
    expect(lines.at(-1)).toBe('database unavailable: timeout exceeded when trying to connect')
    vi.useRealTimers()
  })
})
