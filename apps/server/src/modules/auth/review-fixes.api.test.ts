import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { postLogin, sessionCookieOf } from '../../../test/login-helpers'
import { latestSmsCode, outboxFor } from '../../../test/outbox-helpers'
import { ownerQuery } from '../../../test/owner-query'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const sendLoginCode = (mobile: string) =>
  t.app.inject({ method: 'GET', url: `/user/login/sms-code?mobile=${mobile}` })
const phoneLogin = (phone: string, smsCode: string) =>
  t.app.inject({ method: 'POST', url: '/user/login', payload: { loginType: 'phone', phone, smsCode } })

describe('SMS login', () => {
  it('finds accounts by their own phone only, never by an e-mail or employee number that looks like one', async () => {
    await ownerQuery(
      t.store,
      `UPDATE staff_accounts SET employee_no = '13900000099' WHERE email = 'weak@demo.com'`,
    )
    expect((await sendLoginCode('13900000099')).json().code).toBe(RESPONSE_CODES.OK)
    expect(await outboxFor(t.app, '13900000099')).toEqual([])
    expect((await phoneLogin('13900000099', '123456')).json().code).not.toBe(RESPONSE_CODES.OK)
  })

  it('is refused by a tenant that turned it off, and sends no code there', async () => {
    expect((await sendLoginCode('13800000001')).json().code).toBe(RESPONSE_CODES.OK)
    const code = await latestSmsCode(t.app, '13800000001')
    await ownerQuery(t.store, `UPDATE tenants SET sms_login_enabled = false`)
    try {
      expect((await phoneLogin('13800000001', code)).json()).toMatchObject({
        code: RESPONSE_CODES.FAILURE,
        message: '该企业未开启短信验证码登录',
      })
      await ownerQuery(t.store, `UPDATE sms_codes SET created_at = created_at - interval '2 minutes'`)
      expect((await sendLoginCode('13800000001')).json().code).toBe(RESPONSE_CODES.OK)
      expect(await outboxFor(t.app, '13800000001')).toHaveLength(1)
    } finally {
      await ownerQuery(t.store, `UPDATE tenants SET sms_login_enabled = true WHERE code = 'demo'`)
    }
  })
})

describe('the second factor', () => {
  it('leads to the forced password change when one is owed, on a new step token', async () => {
    await ownerQuery(
      t.store,
      `UPDATE staff_accounts SET must_change_password = true WHERE email = 'secure@demo.com'`,
    )
    const login = await postLogin(t.app, 'secure@demo.com', 'Secure@2026')
    const stepCookie = sessionCookieOf(login)
    const { secondAuthCode } = login.json().data
    await t.app.inject({
      method: 'GET',
      url: `/user/second-auth/sms-code?secondAuthCode=${secondAuthCode}`,
      headers: { cookie: stepCookie },
    })
    const validated = await t.app.inject({
      method: 'POST',
      url: '/user/second-auth/validate',
      headers: { cookie: stepCookie },
      payload: { secondAuthCode, code: await latestSmsCode(t.app, '13800000002') },
    })
    expect(validated.json().code).toBe(RESPONSE_CODES.UPDATE_PASSWORD)
    const changeCookie = sessionCookieOf(validated)
    expect(changeCookie).not.toBe(stepCookie)
    const token = await t.app.inject({
      method: 'POST',
      url: '/user/token',
      headers: { cookie: changeCookie },
      payload: {},
    })
    expect(token.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
  })
})
