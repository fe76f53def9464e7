import { describe, expect, it } from 'vitest'
import { formatClockTime } from './format-clock-time'

describe('formatClockTime', () => {
  it('shows the time of day in the tenant time zone', () => {
    expect(formatClockTime('2026-01-01T02:30:00Z', 'zh-CN', 'Asia/Shanghai')).toBe('10:30')
  })

  it('falls back to the browser time zone for one it does not know', () => {
    expect(formatClockTime('2026-01-01T02:30:00Z', 'en-US', 'Nowhere/Unknown')).toMatch(/^\d{2}:30$/)
  })
})
