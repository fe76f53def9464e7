import { describe, expect, it } from 'vitest'
import { toDigits } from './to-digits'

describe('toDigits', () => {
  it('drops everything but digits, and gives an empty string for nothing', () => {
    expect(toDigits('+86 138-0000 0001')).toBe('8613800000001')
    expect(toDigits('12a3b4')).toBe('1234')
    expect(toDigits(undefined)).toBe('')
  })
})
