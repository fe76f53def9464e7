import { describe, expect, it } from 'vitest'
import { isBuiltToday } from './is-built-today'

describe('isBuiltToday', () => {
  it('is true for a build earlier today and false for yesterday or a bad date', () => {
    const now = new Date(2026, 4, 20, 15, 0)
    expect(isBuiltToday(new Date(2026, 4, 20, 0, 5).toISOString(), now)).toBe(true)
    expect(isBuiltToday(new Date(2026, 4, 19, 23, 55).toISOString(), now)).toBe(false)
    expect(isBuiltToday('not a date', now)).toBe(false)
  })
})
