import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('security headers', () => {
  it.each([
    ['an API answer', '/front/config/a'],
    ['a not-found answer', '/no/such/thing'],
    ['the root redirect', '/'],
  ])('are on %s', async (_what, url) => {
    const response = await t.app.inject({ method: 'GET', url })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('same-origin')
  })

  it('lets the portal frame pages of the configured embed origins, and nothing else', async () => {
    const embedding = await startTestApp({ env: { EMBED_ORIGINS: 'https://tools.demo.com' } })
    try {
      const csp = String(
        (await embedding.app.inject({ method: 'GET', url: '/front/config/a' })).headers[
          'content-security-policy'
        ],
      )
      expect(csp).toContain("frame-src 'self' https://tools.demo.com")
      expect(csp).toContain("frame-ancestors 'self'")
    } finally {
      await embedding.close()
    }
  })

  it('sends / to the portal home', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/dzfront/portal/portal')
  })
})
