import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { postLogin } from '../../../test/login-helpers'
import { solvableCaptcha } from '../../../test/captcha-helpers'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const fail = (account: string, extra: Record<string, unknown> = {}) =>
  postLogin(t.app, account, 'Wrong@2026', extra)
const captchaFor = () => solvableCaptcha(t.app, t.store, 'login')
const wrongCaptcha = async () => ({ ...(await captchaFor()), captcha: 'zzzz' })
const codesOf = async (count: number, attempt: () => ReturnType<typeof fail>) => {
  const codes: number[] = []
  for (let i = 0; i < count; i += 1) codes.push((await attempt()).json().code)
  return codes
}

describe('once a captcha is due', () => {
  it('counts no attempt without a solved one, so bare requests cannot lock an account', async () => {
    const bare = await codesOf(12, () => fail('admin@demo.com'))
    const wrong = await codesOf(3, async () => fail('admin@demo.com', await wrongCaptcha()))
    expect(bare.slice(0, 3)).toEqual([
      RESPONSE_CODES.FAILURE_LOGIN,
      RESPONSE_CODES.FAILURE_LOGIN,
      RESPONSE_CODES.LOGIN_LIMIT,
    ])
    expect(new Set([...bare.slice(3), ...wrong])).toEqual(new Set([RESPONSE_CODES.LOGIN_CAPTCHA]))
    const right = await postLogin(t.app, 'admin@demo.com', 'Admin@2026', await captchaFor())
    expect(right.json().code).toBe(RESPONSE_CODES.OK)
  })

  it('still locks at the 10th counted failure, each past the 3rd with a solved captcha', async () => {
    await codesOf(3, () => fail('ghost@demo.com'))
    await codesOf(5, () => fail('ghost@demo.com'))
    const solved = await codesOf(7, async () => fail('ghost@demo.com', await captchaFor()))
    expect(solved.slice(0, 6)).toEqual(Array(6).fill(RESPONSE_CODES.LOGIN_LIMIT))
    expect(solved[6]).toBe(RESPONSE_CODES.LOGIN_LOCKED)
  })
})
