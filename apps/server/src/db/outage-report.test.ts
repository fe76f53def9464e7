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
