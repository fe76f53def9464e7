import { describe, expect, it } from 'vitest'
import { allowedEmbedOrigin } from './embed-origins'

const portal = 'http://localhost:8080'
const allowed = ['https://tools.demo.com']

describe('allowedEmbedOrigin', () => {
  it('accepts paths of the portal and http(s) addresses on allowed origins', () => {
    expect(allowedEmbedOrigin('/protocols/user-agreement.zh-CN.html', portal, allowed)).toBe(portal)
    expect(allowedEmbedOrigin('https://tools.demo.com/x?y=1', portal, allowed)).toBe('https://tools.demo.com')
  })

  it('refuses other origins, other schemes and credentials in the address', () => {
    for (const url of [
      'https://evil.example/x',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      'https://user:pw@tools.demo.com/',
      'http://tools.demo.com/',
    ]) {
      expect(allowedEmbedOrigin(url, portal, allowed), url).toBeNull()
    }
  })
})
