import { describe, expect, it } from 'vitest'
import { formatSeconds } from './format-seconds'

describe('formatSeconds', () => {
  it('writes hours, minutes and seconds', () => {
    expect(formatSeconds(3725)).toBe('1:02:05')
    expect(formatSeconds(59)).toBe('0:00:59')
  })

  it('never goes below zero', () => {
    expect(formatSeconds(-5)).toBe('0:00:00')
  })
})
