import { describe, expect, it } from 'vitest'
import { hasPermission } from './has-permission'

describe('hasPermission', () => {
  it('grants a code the user holds and refuses one they do not', () => {
    expect(hasPermission(['portal', 'portal.tool'], 'portal.tool')).toBe(true)
    expect(hasPermission(['portal'], 'portal.stat')).toBe(false)
  })

  it('grants the default codes to everyone, even before the codes are known', () => {
    for (const code of ['/', '403', '404', '500']) expect(hasPermission(undefined, code)).toBe(true)
    expect(hasPermission(undefined, 'portal')).toBe(false)
  })
})
