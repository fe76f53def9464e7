import { describe, expect, it } from 'vitest'
import { formatDateTime } from './format-date-time'

describe('formatDateTime', () => {
  it('shows the time in the tenant time zone', () => {
    expect(formatDateTime('2026-05-20T02:30:00Z', 'zh-CN', 'Asia/Shanghai')).toBe('2026/05/20 10:30')
    expect(formatDateTime('2026-05-20T02:30:00Z', 'en-US', 'UTC')).toBe('05/20/2026, 02:30')
  })

  it('falls back on the browser zone for an unknown zone and keeps a bad date as it is', () => {
    expect(formatDateTime('2026-05-20T02:30:00Z', 'zh-CN', 'Nowhere/Else')).toMatch(/^2026\/05\/2\d \d\d:30$/)
    expect(formatDateTime('soon', 'zh-CN', undefined)).toBe('soon')
  })

  it('gives a time of day in the tenant time zone', () => {
    expect(formatDateTime('2026-01-01T02:30:00Z', 'zh-CN', 'Asia/Shanghai', 'clock')).toBe('10:30')
    expect(formatDateTime('2026-01-01T02:30:00Z', 'en-US', 'Nowhere/Unknown', 'clock')).toMatch(/^\d{2}:30$/)
  })

  it('gives a long date in the tenant time zone, which may already be tomorrow', () => {
    const now = new Date('2026-05-19T20:00:00Z')
    expect(formatDateTime(now, 'zh-CN', 'Asia/Shanghai', 'longDate')).toContain('2026年5月20日')
    expect(formatDateTime(now, 'en-US', 'America/New_York', 'longDate')).toBe('Tuesday, May 19, 2026')
  })
})
