import { describe, expect, it } from 'vitest'
import { describeTimeZone, localDate, startOfLocalDay, timeZoneOffsetHours } from './time-zone'

describe('time zones', () => {
  it('gives the offset of a zone in hours, fractional where it is', () => {
    expect(timeZoneOffsetHours('Asia/Shanghai')).toBe(8)
    expect(timeZoneOffsetHours('Asia/Kolkata')).toBe(5.5)
    expect(timeZoneOffsetHours('America/New_York', new Date('2026-01-15T00:00:00Z'))).toBe(-5)
  })

  it('gives the calendar date in the zone, not on the server', () => {
    expect(localDate('Asia/Shanghai', new Date('2026-01-01T20:00:00Z'))).toBe('2026-01-02')
  })

  it('changes offset and date on the very minute a transition or midnight comes, though answers are kept per minute', () => {
    // New York moved to summer time at 2026-03-08T07:00:00Z; its date turned at 05:00Z on the 8th.
    const at = (iso: string) => new Date(iso)
    expect(timeZoneOffsetHours('America/New_York', at('2026-03-08T06:59:00Z'))).toBe(-5)
    expect(timeZoneOffsetHours('America/New_York', at('2026-03-08T06:59:59Z'))).toBe(-5)
    expect(timeZoneOffsetHours('America/New_York', at('2026-03-08T07:00:00Z'))).toBe(-4)
    expect(localDate('America/New_York', at('2026-03-08T04:59:59Z'))).toBe('2026-03-07')
    expect(localDate('America/New_York', at('2026-03-08T05:00:00Z'))).toBe('2026-03-08')
    expect(localDate('Asia/Shanghai', at('2026-03-08T05:00:00Z'))).toBe('2026-03-08')
  })

  it('describes a zone with its offset', () => {
    expect(describeTimeZone('Asia/Shanghai')).toBe('(UTC+08:00) Asia/Shanghai')
  })
})

describe('startOfLocalDay', () => {
  it('is local midnight of the day the instant falls on there', () => {
    expect(startOfLocalDay('Asia/Shanghai', new Date('2026-01-01T20:00:00Z')).toISOString()).toBe(
      '2026-01-01T16:00:00.000Z',
    )
    expect(startOfLocalDay('UTC', new Date('2026-01-01T20:00:00Z')).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    )
  })
})
