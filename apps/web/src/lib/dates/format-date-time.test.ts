import { describe, expect, it } from 'vitest'
import { formatDateTime } from './format-date-time'

describe('formatDateTime', () => {
  it('shows the time in the tenant time zone', () => {
    expect(formatDateTime('2026-05-20T02:30:00Z', 'zh-CN', 'Asia/Shanghai')).toBe('2026/05/20 10:30')
    expect(formatDateTime('2026-05-20T02:30:00Z', 'en-US', 'UTC')).toBe('05/20/2026, 02:30')
  })

  it('falls back on the browser zone for an unknown zone and keeps a bad date as it is', () => {
    expect(formatDateTime('2026-05-20T02:30:00Z', 'zh-CN', 'Nowhere/Else')).toMatch(/^2026\/05\/2\d \d\d:30$/)
    expect(formatDateTime('soon', 'zh-CN')).toBe('soon')
  })
})
