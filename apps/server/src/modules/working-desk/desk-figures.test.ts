import { describe, expect, it } from 'vitest'
import { averageHandlingSeconds, secondsInState, talkSeconds } from './desk-figures'

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 8, minute))
const seconds = (figures: ReturnType<typeof secondsInState>, state: string) =>
  figures.find((entry) => entry.state === state)?.seconds

describe('secondsInState', () => {
  it('counts the open state up to now and lists every state', () => {
    const figures = secondsInState([{ state: 'READY', from: at(0), to: null }], at(0), at(2))
    expect(seconds(figures, 'READY')).toBe(120)
    expect(seconds(figures, 'ACW')).toBe(0)
    expect(figures).toHaveLength(9)
  })

  it('clips a span that began before the day to the start of the day', () => {
    const figures = secondsInState([{ state: 'NOT_READY', from: at(0), to: at(10) }], at(5), at(20))
    expect(seconds(figures, 'NOT_READY')).toBe(300)
  })

  it('adds several spans of one state and ignores those that ended before the day', () => {
    const figures = secondsInState(
      [
        { state: 'ACW', from: at(0), to: at(1) },
        { state: 'ACW', from: at(3), to: at(4) },
        { state: 'ACW', from: at(5), to: at(6) },
      ],
      at(2),
      at(10),
    )
    expect(seconds(figures, 'ACW')).toBe(120)
  })
})

describe('talk time', () => {
  it('is talk, not the state the agent stayed in through the call', () => {
    const ready = [{ state: 'READY' as const, from: at(0), to: null }]
    const talks = [
      { from: at(2), to: at(4) },
      { from: at(8), to: null },
    ]
    const figures = secondsInState(ready, at(0), at(10), talks)
    expect(seconds(figures, 'READY')).toBe(6 * 60)
    expect(talkSeconds(talks, at(0), at(10))).toBe(4 * 60)
  })

  it('counts only the part of a call within the day', () => {
    expect(talkSeconds([{ from: at(0), to: at(3) }], at(1), at(10))).toBe(120)
  })
})

describe('averageHandlingSeconds', () => {
  it('rounds up and is 0 without calls', () => {
    expect(averageHandlingSeconds({ handled: 2, seconds: 61 })).toBe(31)
    expect(averageHandlingSeconds({ handled: 0, seconds: 0 })).toBe(0)
  })
})
