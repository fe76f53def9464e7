import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { fetchChallenge, postLogin, sealPassword, sessionCookieOf } from '../../../test/login-helpers'
import { latestSmsCode } from '../../../test/outbox-helpers'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const tokenCheck = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/user/token', headers: { cookie }, payload: {} })

describe('forced protocol agreement', () => {
  it('asks a member who has not agreed, then records the agreement', async () => {
    const first = await postLogin(t.app, 'newbie@demo.com', 'Newbie@2026')
    expect(first.json()).toMatchObject({
      code: RESPONSE_CODES.FORCED_AGREE_PROTOCOL,
      message: '请阅读并同意用户协议和隐私政策',
    })
    expect(first.cookies.find((cookie) => cookie.name === 'portal_sid')).toBeUndefined()
    expect(
      (await postLogin(t.app, 'newbie@demo.com', 'Newbie@2026', { isAgreeProtocol: 1 })).json().code,
    ).toBe(RESPONSE_CODES.OK)
    expect((await postLogin(t.app, 'newbie@demo.com', 'Newbie@2026')).json().code).toBe(RESPONSE_CODES.OK)
  })
})

describe('second authentication', () => {
  it('asks for the SMS code, issues a new token once it is right, and kills the step token', async () => {
    const login = await postLogin(t.app, 'secure@demo.com', 'Secure@2026')
    expect(login.json()).toMatchObject({
      code: RESPONSE_CODES.LONGIN_SECOND_AUTH,
      data: { phone: '138****0002', secondAuthCode: expect.any(String) },
    })
    const stepCookie = sessionCookieOf(login)
    const { secondAuthCode } = login.json().data
    expect((await tokenCheck(stepCookie)).json().code).toBe(RESPONSE_CODES.ACCESS_DENY)

    const send = await t.app.inject({
      method: 'GET',
      url: `/user/second-auth/sms-code?secondAuthCode=${secondAuthCode}`,
      headers: { cookie: stepCookie },
    })
    expect(send.json()).toMatchObject({ code: RESPONSE_CODES.OK, data: { phone: '138****0002' } })
    const code = await latestSmsCode(t.app, '13800000002')
    const validate = (cookie: string, value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/user/second-auth/validate',
        headers: { cookie },
        payload: { secondAuthCode, code: value },
      })
    const wrong = await validate(stepCookie, code === '000000' ? '111111' : '000000')
    expect(wrong.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: '验证码错误，请重新输入' })
    const right = await validate(stepCookie, code)
    expect(right.json().code).toBe(RESPONSE_CODES.OK)
    const fullCookie = sessionCookieOf(right)
    expect(fullCookie).not.toBe(stepCookie)
    expect((await tokenCheck(fullCookie)).json().code).toBe(RESPONSE_CODES.OK)
    expect((await tokenCheck(stepCookie)).json().code).not.toBe(RESPONSE_CODES.OK)
    expect((await validate(stepCookie, code)).json().code).not.toBe(RESPONSE_CODES.OK)
  })
})

describe('password that must be updated', () => {
  it('allows only the change, then a login with the new password', async () => {
    const login = await postLogin(t.app, 'change@demo.com', 'Change@2026')
    expect(login.json().code).toBe(RESPONSE_CODES.UPDATE_PASSWORD)
    const stepCookie = sessionCookieOf(login)
    expect((await tokenCheck(stepCookie)).json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    const change = await changePassword(stepCookie, 'Change@2026', 'Changed#2027')
    expect(change.json().code).toBe(RESPONSE_CODES.OK)
    expect((await tokenCheck(stepCookie)).json().code).not.toBe(RESPONSE_CODES.OK)
    expect((await postLogin(t.app, 'change@demo.com', 'Change@2026')).json().code).toBe(
      RESPONSE_CODES.FAILURE_LOGIN,
    )
    expect((await postLogin(t.app, 'change@demo.com', 'Changed#2027')).json().code).toBe(RESPONSE_CODES.OK)
  })
})

describe('weak password', () => {
  it('warns, and lets the user accept the risk, which is recorded', async () => {
    const first = await postLogin(t.app, 'weak@demo.com', 'Password1')
    expect(first.json()).toMatchObject({ code: RESPONSE_CODES.CONFIRM_WEAK_PWD, message: '账号存在风险' })
    expect((await postLogin(t.app, 'weak@demo.com', 'Password1', { confirmWeakPwd: 1 })).json().code).toBe(
      RESPONSE_CODES.OK,
    )
    expect((await postLogin(t.app, 'weak@demo.com', 'Password1')).json().code).toBe(RESPONSE_CODES.OK)
  })

  it('asks again before saving a weak new password', async () => {
    const cookie = sessionCookieOf(await postLogin(t.app, 'agent01', 'Agent@2026'))
    expect((await changePassword(cookie, 'Agent@2026', 'Password123')).json().code).toBe(
      RESPONSE_CODES.CONFIRM_WEAK_PWD,
    )
    expect((await changePassword(cookie, 'Agent@2026', 'Password123', 1)).json().code).toBe(RESPONSE_CODES.OK)
  })
})

async function changePassword(cookie: string, current: string, next: string, confirmWeakPwd?: 1) {
  const password = sealPassword(await fetchChallenge(t.app), current)
  const newPassword = sealPassword(await fetchChallenge(t.app), next)
  return t.app.inject({
    method: 'POST',
    url: '/user/password/change',
    headers: { cookie },
    payload: { password, newPassword, ...(confirmWeakPwd ? { confirmWeakPwd } : {}) },
  })
}
