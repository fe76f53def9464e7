import { describe, expect, it } from 'vitest'
import { bannerTarget } from './banner-target'

const ORIGIN = 'https://portal.example.cn'

describe('bannerTarget', () => {
  it('opens openType 1 in the same window and 2 in a new one', () => {
    expect(bannerTarget({ link: 'https://a.example.cn/x', openType: 1 }, ORIGIN)).toEqual({
      kind: 'sameWindow',
      href: 'https://a.example.cn/x',
    })
    expect(bannerTarget({ link: '/protocols/a.html', openType: 2 }, ORIGIN)).toEqual({
      kind: 'newWindow',
      href: 'https://portal.example.cn/protocols/a.html',
    })
  })

  it('pushes openType 3 as a route inside the portal', () => {
    expect(bannerTarget({ link: '/dzfront/portal/news?type=0', openType: 3 }, ORIGIN)).toEqual({
      kind: 'route',
      to: '/news?type=0',
    })
  })

  it('refuses an internal route outside the portal', () => {
    for (const link of [
      '/other/page',
      'https://evil.example.cn/dzfront/portal/news',
      '/dzfront/portalx',
      '/dzfront/portal',
    ])
      expect(bannerTarget({ link, openType: 3 }, ORIGIN), link).toEqual({ kind: 'none' })
  })

  it('goes nowhere without a link or with a script link', () => {
    expect(bannerTarget({ link: '  ', openType: 1 }, ORIGIN)).toEqual({ kind: 'none' })
    expect(bannerTarget({ link: 'javascript:alert(1)', openType: 2 }, ORIGIN)).toEqual({ kind: 'none' })
  })
})
