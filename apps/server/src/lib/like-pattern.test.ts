import { describe, expect, it } from 'vitest'
import { likePattern } from './like-pattern'

describe('likePattern', () => {
  it('wraps a trimmed keyword in wildcards and escapes its own', () => {
    expect(likePattern(' abc ')).toBe('%abc%')
    expect(likePattern('5%_\\')).toBe('%5\\%\\_\\\\%')
  })

  it('is null for no keyword', () => {
    expect(likePattern(undefined)).toBeNull()
    expect(likePattern('  ')).toBeNull()
  })
})
