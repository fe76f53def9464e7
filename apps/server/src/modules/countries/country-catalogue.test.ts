import { describe, expect, it } from 'vitest'
import { toPhonePattern } from '@portal/contract'
import { listCountries } from './country-catalogue'

describe('the country catalogue', () => {
  it('puts China first with calling code 86 and the portal mobile pattern', async () => {
    expect((await listCountries())[0]).toEqual({
      code: 'CN',
      countryCode: '86',
      name: 'China',
      zhDescription: '中国',
      phonePattern: '1\\d{10}',
    })
  })

  it('orders the rest by calling code', async () => {
    const codes = (await listCountries()).slice(1).map((country) => Number(country.countryCode))
    expect(codes).toEqual([...codes].sort((a, b) => a - b))
  })

  it('gives every country a pattern that compiles and a name in both languages', async () => {
    for (const country of await listCountries()) {
      expect(toPhonePattern(country.phonePattern), country.code).not.toBeNull()
      expect(country.name, country.code).not.toBe('')
      expect(country.zhDescription, country.code).not.toBe('')
    }
    expect((await listCountries()).find((country) => country.code === 'US')).toMatchObject({
      countryCode: '1',
      name: 'United States',
      zhDescription: '美国',
    })
  })

  it('is built once and then served from memory', async () => {
    expect(await listCountries()).toBe(await listCountries())
  })
})
