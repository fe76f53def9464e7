import { describe, expect, it } from 'vitest'
import { linkedMessageId, newsLink } from './news-link'

describe('newsLink', () => {
  it('names the category, and the message when there is one', () => {
    expect(newsLink(0)).toBe('/news?type=0')
    expect(newsLink(3, 42)).toBe('/news?type=3&id=42')
  })
})

describe('linkedMessageId', () => {
  it('reads a positive whole id and nothing else', () => {
    expect(linkedMessageId('42')).toBe(42)
    expect(linkedMessageId('2147483647')).toBe(2147483647)
    expect(linkedMessageId(null)).toBeNull()
    for (const bad of ['', '0', '-1', '4x', '1.5', '1e3', '0042', '2147483648'])
      expect(linkedMessageId(bad)).toBeNull()
  })
})
