import { describe, expect, it } from 'vitest'
import { shortUserAgent } from './short-user-agent'

describe('shortUserAgent', () => {
  it('names the browser with its major version and the system', () => {
    expect(
      shortUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 / Linux')
    expect(
      shortUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toBe('Edge 120 / Windows')
    expect(
      shortUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
      ),
    ).toBe('Safari 17 / macOS')
  })

  it('keeps the start of an agent it does not know, and nothing for none', () => {
    expect(shortUserAgent('lightMyRequest')).toBe('lightMyRequest')
    expect(shortUserAgent('x'.repeat(100))).toHaveLength(60)
    expect(shortUserAgent(null)).toBeNull()
  })
})
