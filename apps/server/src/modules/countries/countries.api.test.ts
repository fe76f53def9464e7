import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, toPhonePattern } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('all-country', () => {
  it('lists China first with 86 and the mobile pattern, the United States among the rest', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/front/countries' })
    const { code, data } = response.json()
    expect(code).toBe(RESPONSE_CODES.OK)
    const [china] = data.countryInfos
    expect(china).toMatchObject({ code: 'CN', countryCode: '86', zhDescription: '中国' })
    expect(toPhonePattern(china.phonePattern)?.test('13800000001')).toBe(true)
    expect(toPhonePattern(china.phonePattern)?.test('2388000000')).toBe(false)
    const us = data.countryInfos.find((country: { code: string }) => country.code === 'US')
    expect(us).toMatchObject({ countryCode: '1', name: 'United States' })
    expect(toPhonePattern(us.phonePattern)?.test('2015550123')).toBe(true)
  })

  it('gives the languages of the site tenant', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/front/countries' })).json()
    expect(data.localeInfos).toEqual([
      { localeCode: 'zh-CN', localeDesc: '简体中文', isDefault: true },
      { localeCode: 'en-US', localeDesc: 'English', isDefault: false },
    ])
  })
})
