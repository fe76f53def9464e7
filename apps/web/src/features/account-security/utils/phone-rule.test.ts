import { checkLoginPhone } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { findDefaultCountry, toPhoneRule } from './phone-rule'

const china = { code: 'CN', countryCode: '86', phonePattern: '1\\d{10}' }
const singapore = { code: 'SG', countryCode: '65', phonePattern: '^[89]\\d{7}$' }

describe('toPhoneRule', () => {
  it('wants 11 digits starting with 1 when no country is chosen', () => {
    const { pattern, maxLength } = toPhoneRule(undefined)
    expect(maxLength).toBe(11)
    expect(checkLoginPhone('13800000001', pattern)).toBeNull()
    expect(checkLoginPhone('23800000001', pattern)).toBe('phone.format')
  })

  it("follows the chosen country's pattern, anchored, with room for longer numbers", () => {
    const { pattern, maxLength } = toPhoneRule(singapore)
    expect(maxLength).toBe(16)
    expect(checkLoginPhone('81234567', pattern)).toBeNull()
    expect(checkLoginPhone('812345678', pattern)).toBe('phone.format')
    expect(checkLoginPhone('13800000001', pattern)).toBe('phone.format')
  })

  it('keeps 11 digits for China', () => {
    expect(toPhoneRule(china).maxLength).toBe(11)
    expect(checkLoginPhone('13800000001', toPhoneRule(china).pattern)).toBeNull()
  })

  it('falls back to 4 to 16 digits when a country pattern is unusable', () => {
    const { pattern } = toPhoneRule({ countryCode: '1', phonePattern: '([' })
    expect(checkLoginPhone('2025550123', pattern)).toBeNull()
    expect(checkLoginPhone('123', pattern)).toBe('phone.format')
  })
})

describe('findDefaultCountry', () => {
  it('starts on China, else on the first country, else on none', () => {
    expect(findDefaultCountry([singapore, china])).toBe(china)
    expect(findDefaultCountry([singapore])).toBe(singapore)
    expect(findDefaultCountry([])).toBeUndefined()
  })
})
