import { describe, expect, it } from 'vitest'
import { formatCount } from './format-count'

describe('formatCount', () => {
  it('leaves numbers up to 999 as they are', () => {
    expect(formatCount(0, 'zh-CN')).toBe('0')
    expect(formatCount(999, 'en-US')).toBe('999')
  })

  it('puts thousand separators into numbers above 999 in both languages', () => {
    expect(formatCount(1000, 'zh-CN')).toBe('1,000')
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567')
  })
})
