import { describe, expect, it } from 'vitest'
import { newsMessageFixture } from '../test-support/news-message-fixture'
import { createRemindTracker } from './remind-tracker'

const remind = (cursor: number, ids: number[]) => ({
  cursor,
  unreadTotal: ids.length,
  messages: ids.map((id) => newsMessageFixture({ id })),
})

describe('createRemindTracker', () => {
  it('starts without a cursor and takes the first answer as the starting point, announcing nothing', () => {
    const tracker = createRemindTracker()
    expect(tracker.cursor).toBeUndefined()
    expect(tracker.accept(remind(10, [9, 10]))).toEqual([])
    expect(tracker.cursor).toBe(10)
  })

  it('returns each new message once even when push and poll bring it twice', () => {
    const tracker = createRemindTracker()
    tracker.accept(remind(10, []))
    expect(tracker.accept(remind(12, [11, 12])).map((message) => message.id)).toEqual([11, 12])
    expect(tracker.accept(remind(13, [12, 13])).map((message) => message.id)).toEqual([13])
    expect(tracker.accept(remind(13, [13]))).toEqual([])
  })

  it('never moves the cursor back when a slow answer arrives late', () => {
    const tracker = createRemindTracker()
    tracker.accept(remind(20, []))
    tracker.accept(remind(15, []))
    expect(tracker.cursor).toBe(20)
  })

  it('says whether a pushed cursor is ahead of its own', () => {
    const tracker = createRemindTracker()
    expect(tracker.isBehind(1)).toBe(true)
    tracker.accept(remind(5, []))
    expect(tracker.isBehind(5)).toBe(false)
    expect(tracker.isBehind(6)).toBe(true)
  })
})
