import { describe, expect, it } from 'vitest'
import { isBehindSessionGuard } from './router'

describe('isBehindSessionGuard', () => {
  it('is true for the frame’s pages and false for the login page, the public pages and the error pages', () => {
    expect(isBehindSessionGuard('/dzfront/portal/portal')).toBe(true)
    expect(isBehindSessionGuard('/dzfront/portal/news')).toBe(true)
    expect(isBehindSessionGuard('/dzfront/portal/login')).toBe(false)
    expect(isBehindSessionGuard('/dzfront/portal/modify')).toBe(false)
    expect(isBehindSessionGuard('/dzfront/portal/404')).toBe(false)
    expect(isBehindSessionGuard('/dzfront/portal/no-such-page')).toBe(false)
  })
})
