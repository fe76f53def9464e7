import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { loginAs, postLogin } from '../../../test/login-helpers'
import { solvableCaptcha } from '../../../test/captcha-helpers'
import { ownerQuery } from '../../../test/owner-query'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const fail = (account: string, extra: Record<string, unknown> = {}) =>
  postLogin(t.app, account, 'Wrong@2026', extra)
const captchaFor = () => solvableCaptcha(t.app, t.store, 'login')

/** Fails `count` times more, answering a captcha whenever one is due. */
async function failTimes(account: string, count: number) {
  let last
  for (let i = 0; i < count; i += 1) last = await fail(account, i >= 2 ? await captchaFor() : {})
  return last
}

describe('failed logins', () => {
  it('asks for a captcha from the 3rd failure, with the ordinary message', async () => {
    expect((await fail('agent01')).json().code).toBe(RESPONSE_CODES.FAILURE_LOGIN)
    expect((await fail('agent01')).json().code).toBe(RESPONSE_CODES.FAILURE_LOGIN)
    const third = (await fail('agent01')).json()
    expect(third).toMatchObject({
      code: RESPONSE_CODES.LOGIN_LIMIT,
      message: '账号或密码错误',
      data: { captchaRequired: true },
    })
    const withoutCaptcha = await postLogin(t.app, 'agent01', 'Agent@2026')
    expect(withoutCaptcha.json()).toMatchObject({
      code: RESPONSE_CODES.LOGIN_CAPTCHA,
      data: { captchaRequired: true },
    })
    const right = await postLogin(t.app, 'agent01', 'Agent@2026', await captchaFor())
    expect(right.json().code).toBe(RESPONSE_CODES.OK)
    expect((await postLogin(t.app, 'agent01', 'Agent@2026')).json().code).toBe(RESPONSE_CODES.OK)
  })

  it('shares one counter between the aliases and letter cases of an account', async () => {
    await fail('multi@demo.com')
    await fail('MULTI@demo.com')
    expect((await fail('Multi@Demo.Com')).json().code).toBe(RESPONSE_CODES.LOGIN_LIMIT)
  })

  it('treats an unknown account exactly like a known one', async () => {
    const known = []
    const unknown = []
    for (let i = 0; i < 3; i += 1) {
      known.push((await fail('newbie@demo.com')).json())
      unknown.push((await fail('ghost@demo.com')).json())
    }
    expect(unknown).toEqual(known)
  })

  it('locks after the 10th failure, refusing even the right password with the lock message', async () => {
    const tenth = (await failTimes('weak@demo.com', 10))?.json()
    expect(tenth).toMatchObject({
      code: RESPONSE_CODES.LOGIN_LOCKED,
      data: { lockedUntil: expect.any(String) },
    })
    expect(tenth.message).toMatch(/^账号已锁定，请于\d{2}:\d{2}后重试$/)
    const minutes = (Date.parse(tenth.data.lockedUntil) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(14)
    expect(minutes).toBeLessThanOrEqual(15)
    const right = (await postLogin(t.app, 'weak@demo.com', 'Password1', await captchaFor())).json()
    expect(right.code).toBe(RESPONSE_CODES.LOGIN_LOCKED)
    expect(right.message).toBe(tenth.message)
  })

  it('lets an administrator clear a lock, and nobody else', async () => {
    await failTimes('change@demo.com', 10)
    const agent = await loginAs(t.app, 'agent01', 'Agent@2026')
    const unlock = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/user/admin/unlock',
        headers: { cookie },
        payload: { account: 'change@demo.com' },
      })
    expect((await unlock(agent)).json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    const admin = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
    expect((await unlock(admin)).json().code).toBe(RESPONSE_CODES.OK)
    expect((await postLogin(t.app, 'change@demo.com', 'Change@2026')).json().code).toBe(
      RESPONSE_CODES.UPDATE_PASSWORD,
    )
  })

  it('follows the tenant own numbers', async () => {
    await ownerQuery(t.store, `UPDATE tenants SET captcha_after_failures = 1 WHERE code = 'demo'`)
    try {
      expect((await fail('secure@demo.com')).json().code).toBe(RESPONSE_CODES.LOGIN_LIMIT)
    } finally {
      await ownerQuery(t.store, `UPDATE tenants SET captcha_after_failures = 3 WHERE code = 'demo'`)
    }
  })
})

describe('captchas', () => {
  it('work once, never show their answer, and refuse a wrong answer', async () => {
    const raw = (await t.app.inject({ method: 'GET', url: '/user/captcha?captchaType=login' })).json().data
    expect(Object.keys(raw).sort()).toEqual(['authorization', 'image'])
    expect(raw.image).toMatch(/^data:image\/svg\+xml;base64,/)
    for (let i = 0; i < 3; i += 1) await fail('ghost2@demo.com')
    const captcha = await captchaFor()
    expect((await fail('ghost2@demo.com', captcha)).json().code).toBe(RESPONSE_CODES.LOGIN_LIMIT)
    const replayed = (await fail('ghost2@demo.com', captcha)).json()
    expect(replayed).toMatchObject({ code: RESPONSE_CODES.LOGIN_CAPTCHA, message: '图形验证码错误或已失效' })
    const wrong = (await fail('ghost2@demo.com', { ...(await captchaFor()), captcha: 'zzzz' })).json()
    expect(wrong.code).toBe(RESPONSE_CODES.LOGIN_CAPTCHA)
  })
})
