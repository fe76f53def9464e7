import { describe, expect, it } from 'vitest'
import { checkBannerLink } from './banner-rules'

describe('checkBannerLink', () => {
  it('accepts no link for any open type', () => {
    expect(checkBannerLink('', 1)).toBeNull()
    expect(checkBannerLink('  ', 3)).toBeNull()
  })

  it('wants a portal route for an internal route', () => {
    expect(checkBannerLink('/dzfront/portal/news?type=3', 3)).toBeNull()
    expect(checkBannerLink('https://example.com/', 3)).toBe('banner.linkInvalid')
    expect(checkBannerLink('/other/page', 3)).toBe('banner.linkInvalid')
  })

  it('wants an http(s) address for this window or a new window', () => {
    expect(checkBannerLink('https://example.com/offer', 1)).toBeNull()
    expect(checkBannerLink('http://example.com', 2)).toBeNull()
    expect(checkBannerLink('javascript:alert(1)', 1)).toBe('banner.linkInvalid')
    expect(checkBannerLink('/dzfront/portal/news', 2)).toBe('banner.linkInvalid')
    expect(checkBannerLink('https://exa mple.com', 2)).toBe('banner.linkInvalid')
  })
})
