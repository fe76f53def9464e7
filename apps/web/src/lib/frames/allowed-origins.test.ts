import { describe, expect, it } from 'vitest'
import { isAllowedOrigin, toEmbeddableUrl } from './allowed-origins'

const OWN = 'http://127.0.0.1:8080'

describe('isAllowedOrigin', () => {
  it('accepts the portal origin and the embed origins, written either way', () => {
    expect(isAllowedOrigin(OWN, OWN, [])).toBe(true)
    expect(isAllowedOrigin('https://crm.example.cn', OWN, ['https://crm.example.cn:443'])).toBe(true)
  })

  it('refuses other origins and anything that is not an origin', () => {
    expect(isAllowedOrigin('http://localhost:8080', OWN, [])).toBe(false)
    expect(isAllowedOrigin('null', OWN, ['null'])).toBe(false)
  })
})

describe('toEmbeddableUrl', () => {
  it('resolves same-origin paths and keeps allowed absolute addresses', () => {
    expect(toEmbeddableUrl('/protocols/a.html?x=1', OWN, [])).toBe(`${OWN}/protocols/a.html?x=1`)
    expect(toEmbeddableUrl('https://crm.example.cn/a', OWN, ['https://crm.example.cn'])).toBe(
      'https://crm.example.cn/a',
    )
  })

  it('refuses other hosts, scripts, credentials and protocol-relative tricks', () => {
    expect(toEmbeddableUrl('https://evil.example/a', OWN, [])).toBeNull()
    expect(toEmbeddableUrl('javascript:alert(1)', OWN, [])).toBeNull()
    expect(toEmbeddableUrl('//evil.example/a', OWN, [])).toBeNull()
    expect(toEmbeddableUrl(`http://user:pw@127.0.0.1:8080/a`, OWN, [])).toBeNull()
    expect(toEmbeddableUrl('', OWN, [])).toBeNull()
  })
})
