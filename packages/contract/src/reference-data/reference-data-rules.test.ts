import { describe, expect, it } from 'vitest'
import { hasWellFormedPlaceholders, isHttpUrl } from './reference-data-rules'

describe('hasWellFormedPlaceholders', () => {
  it('accepts plain text and named placeholders', () => {
    expect(hasWellFormedPlaceholders('您好')).toBe(true)
    expect(hasWellFormedPlaceholders('您好 {name}，订单 {order_no} 已发货')).toBe(true)
  })

  it('refuses stray, empty, nested or spaced braces', () => {
    for (const text of ['{', 'a}', '{}', '{{name}}', '{na me}', '{name'])
      expect(hasWellFormedPlaceholders(text), text).toBe(false)
  })
})

describe('isHttpUrl', () => {
  it('accepts http and https addresses only', () => {
    expect(isHttpUrl('https://example.com/a?b=1')).toBe(true)
    expect(isHttpUrl('http://localhost:3000')).toBe(true)
    for (const text of ['javascript:alert(1)', '/relative', 'ftp://example.com', 'https://exa mple.com'])
      expect(isHttpUrl(text), text).toBe(false)
  })
})
