import { describe, expect, it } from 'vitest'
import { formatLongDate } from './format-long-date'

describe('formatLongDate', () => {
  it('gives the date in the tenant time zone, which may already be tomorrow', () => {
    const now = new Date('2026-05-19T20:00:00Z')
    expect(formatLongDate(now, 'zh-CN', 'Asia/Shanghai')).toContain('2026年5月20日')
    expect(formatLongDate(now, 'en-US', 'America/New_York')).toBe('Tuesday, May 19, 2026')
  })

  it('falls back to the browser time zone for a zone it does not know', () => {
    expect(formatLongDate(new Date('2026-05-19T12:00:00Z'), 'en-US', 'Nowhere/Else')).toContain('2026')
  })
})
