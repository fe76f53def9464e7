import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createReminderQueue } from './reminder-queue'

describe('createReminderQueue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows the first item at once and each next one 500 ms after the previous', () => {
    const shown: string[] = []
    const queue = createReminderQueue((item: string) => shown.push(item), 500)
    queue.enqueue(['a', 'b', 'c'])
    expect(shown).toEqual(['a'])
    vi.advanceTimersByTime(499)
    expect(shown).toEqual(['a'])
    vi.advanceTimersByTime(1)
    expect(shown).toEqual(['a', 'b'])
    queue.enqueue(['d'])
    vi.advanceTimersByTime(500)
    expect(shown).toEqual(['a', 'b', 'c'])
    vi.advanceTimersByTime(500)
    expect(shown).toEqual(['a', 'b', 'c', 'd'])
  })

  it('keeps the spacing for items arriving right after the last one showed, and none after a clear', () => {
    const shown: string[] = []
    const queue = createReminderQueue((item: string) => shown.push(item), 500)
    queue.enqueue(['a'])
    vi.advanceTimersByTime(100)
    queue.enqueue(['b', 'c'])
    expect(shown).toEqual(['a'])
    vi.advanceTimersByTime(400)
    expect(shown).toEqual(['a', 'b'])
    queue.clear()
    vi.advanceTimersByTime(5000)
    expect(shown).toEqual(['a', 'b'])
  })

  it('shows a lone item at once after a quiet spell', () => {
    const shown: string[] = []
    const queue = createReminderQueue((item: string) => shown.push(item), 500)
    queue.enqueue(['a'])
    vi.advanceTimersByTime(2000)
    queue.enqueue(['b'])
    expect(shown).toEqual(['a', 'b'])
  })
})
