import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { isPastDay, isPastEffectiveTime } from './effective-time'

const NOW = new Date('2030-06-15T10:00:00Z')

describe('isPastEffectiveTime', () => {
  it('allows an empty time, which means now', () => {
    expect(isPastEffectiveTime(null, NOW)).toBe(false)
    expect(isPastEffectiveTime(undefined, NOW)).toBe(false)
  })

  it('refuses a time a minute ago and allows one a minute ahead', () => {
    expect(isPastEffectiveTime(dayjs(NOW).subtract(1, 'minute'), NOW)).toBe(true)
    expect(isPastEffectiveTime(dayjs(NOW).add(1, 'minute'), NOW)).toBe(false)
  })
})

describe('isPastDay', () => {
  it('greys out yesterday but not today', () => {
    expect(isPastDay(dayjs(NOW).subtract(1, 'day'), NOW)).toBe(true)
    expect(isPastDay(dayjs(NOW), NOW)).toBe(false)
  })
})
