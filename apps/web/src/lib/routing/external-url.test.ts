import { describe, expect, it } from 'vitest'
import { toHttpUrl } from './external-url'

describe('toHttpUrl', () => {
  it('keeps absolute http and https URLs', () => {
    expect(toHttpUrl('https://sso.example.cn/login?x=1')).toBe('https://sso.example.cn/login?x=1')
    expect(toHttpUrl('http://10.0.0.2:8080/saml')).toBe('http://10.0.0.2:8080/saml')
  })

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', '/dzfront/portal/login'],
    ['a protocol-relative URL', '//evil.example/'],
    ['an empty value', ''],
    ['no value', null],
  ])('refuses %s', (_name, value) => {
    expect(toHttpUrl(value)).toBeNull()
  })
})
