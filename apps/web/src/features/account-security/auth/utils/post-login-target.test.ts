import { describe, expect, it } from 'vitest'
import { resolvePostLoginTarget, toSameOriginPath } from './post-login-target'

const ORIGIN = 'https://portal.example.cn'
const resolve = (candidates: Parameters<typeof resolvePostLoginTarget>[0]) =>
  resolvePostLoginTarget(candidates, ORIGIN)

describe('resolvePostLoginTarget', () => {
  it('goes to the redirectUrl first when it is a same-origin path', () => {
    expect(
      resolve({ redirectUrl: '/dzfront/portal/news', url: '/other', requested: '/dzfront/portal/x' }),
    ).toBe('/dzfront/portal/news')
  })

  it('goes to the url when there is no usable redirectUrl', () => {
    expect(resolve({ url: '/dzfront/portal/platformPort', requested: '/dzfront/portal/x' })).toBe(
      '/dzfront/portal/platformPort',
    )
    expect(resolve({ redirectUrl: 'https://evil.example/', url: '/dzfront/portal/platformPort' })).toBe(
      '/dzfront/portal/platformPort',
    )
  })

  it('goes back to the requested page with its query and hash', () => {
    expect(resolve({ requested: '/dzfront/portal/news?type=1#top' })).toBe('/dzfront/portal/news?type=1#top')
  })

  it('never goes back to a login, modify, register or activate page', () => {
    for (const page of ['login', 'modify', 'register', 'activate']) {
      expect(resolve({ requested: `/dzfront/portal/${page}?redirect=/x` })).toBe('/dzfront/portal/portal')
    }
    expect(resolve({ requested: '/dzfront/portal/Login' })).toBe('/dzfront/portal/portal')
    expect(resolve({ requested: '/dzfront/portal/%6Cogin' })).toBe('/dzfront/portal/portal')
  })

  it('still goes to a page whose name merely starts like an auth page', () => {
    expect(resolve({ requested: '/dzfront/portal/loginHistory' })).toBe('/dzfront/portal/loginHistory')
  })

  it('lands on the default route when the requested page hides a host after the base path', () => {
    expect(resolve({ requested: '/dzfront/portal//evil.example' })).toBe('/dzfront/portal/portal')
    expect(resolve({ requested: '/dzfront/portal/x/..//evil.example' })).toBe('/dzfront/portal/portal')
    expect(resolve({ redirectUrl: `${ORIGIN}/dzfront/portal//evil.example` })).toBe('/dzfront/portal/portal')
  })

  it('falls back to the default route when nothing usable is given', () => {
    expect(resolve({})).toBe('/dzfront/portal/portal')
    expect(resolve({ redirectUrl: '', url: null, requested: null })).toBe('/dzfront/portal/portal')
  })

  it('keeps an absolute URL on the same origin as its path', () => {
    expect(resolve({ redirectUrl: `${ORIGIN}/dzfront/portal/news?type=0` })).toBe(
      '/dzfront/portal/news?type=0',
    )
  })
})

describe('toSameOriginPath', () => {
  it.each([
    ['an absolute URL to another origin', 'https://evil.example/dzfront/portal/portal'],
    ['the same host over another scheme', 'http://portal.example.cn/dzfront/portal/portal'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash after the slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a tab hidden inside the slashes', '/\t/evil.example'],
    ['a newline hidden inside the slashes', '/\n/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a scheme-relative path trick', 'https:evil.example'],
    ['a relative path without a leading slash', 'dzfront/portal/portal'],
    ['a path that normalises to a protocol-relative one', '/a/..//evil.example'],
    ['an empty segment after the base path', '/dzfront/portal//evil.example'],
    ['an empty string', ''],
  ])('rejects %s', (_name, value) => {
    expect(toSameOriginPath(value, ORIGIN)).toBeNull()
  })

  it('accepts a plain path and normalises dot segments', () => {
    expect(toSameOriginPath('/dzfront/portal/../portal/news', ORIGIN)).toBe('/dzfront/portal/news')
  })
})
