import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { latestSmsCode } from '../../../test/outbox-helpers'
import { checkSmsCode, issueSmsCode } from '../sms-codes/sms-code-service'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const sendCode = (mobile: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/user/login/sms-code?mobile=${mobile}`, remoteAddress: ip })
const phoneLogin = (phone: string, smsCode: string) =>
  t.app.inject({ method: 'POST', url: '/user/login', payload: { loginType: 'phone', phone, smsCode } })

describe('SMS-code login', () => {
  it('signs agent01 in with the 6-digit code it was sent, once', async () => {
    expect((await sendCode('13800000001')).json().code).toBe(RESPONSE_CODES.OK)
    const code = await latestSmsCode(t.app, '13800000001')
    expect(code).toMatch(/^\d{6}$/)
    const login = await phoneLogin('13800000001', code)
    expect(login.json().code).toBe(RESPONSE_CODES.OK)
    expect(login.cookies.some((cookie) => cookie.name === 'portal_sid')).toBe(true)
    expect((await phoneLogin('13800000001', code)).json().code).not.toBe(RESPONSE_CODES.OK)
  })

  it('answers an unknown phone exactly as a known one, and sends nothing to it', async () => {
    const known = await sendCode('13800000000', '10.0.0.2')
    const unknown = await sendCode('13911112222', '10.0.0.2')
    expect(unknown.statusCode).toBe(known.statusCode)
    // The tickets differ, as two tickets always do, but look alike and read alike.
    const ticketed = {
      code: RESPONSE_CODES.OK,
      message: 'OK',
      data: { deliveryTicket: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    }
    expect(unknown.json()).toEqual(ticketed)
    expect(known.json()).toEqual(ticketed)
    for (const answer of [known, unknown]) {
      const ticket: string = answer.json().data.deliveryTicket
      const state = await t.app.inject({ method: 'GET', url: `/sms/delivery?ticket=${ticket}` })
      expect(state.json().data).toEqual({ state: 'sent' })
    }
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?to=13911112222' })).json().data).toEqual([])
    const againKnown = await sendCode('13800000000', '10.0.0.2')
    const againUnknown = await sendCode('13911112222', '10.0.0.2')
    expect(againKnown.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: '验证码发送过于频繁，请稍后再试',
    })
    expect(againUnknown.json()).toEqual(againKnown.json())
  })

  it('sends one code however many requests arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendCode('13800000002', `10.0.1.${i}`)),
    )
    expect(answers.filter((answer) => answer.json().code === RESPONSE_CODES.OK)).toHaveLength(1)
    expect(
      (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=13800000002' })).json().data,
    ).toHaveLength(1)
  })

  it('refuses a malformed phone or code with the spec messages', async () => {
    expect((await sendCode('12345')).json().message).toBe('手机号格式错误')
    expect((await phoneLogin('13800000001', '12345')).json().message).toBe(
      '验证码格式错误，请输入6位短信验证码',
    )
  })
})

describe('SMS codes', () => {
  const deps = () => ({ db: t.store.db, sms: t.app.sms })
  const issue = (purpose: 'login' | 'reset', target: string) =>
    issueSmsCode(deps(), { purpose, target, ip: `10.1.${target.slice(-2)}.1`, locale: 'zh-CN' })

  it('work only for the purpose they were sent for', async () => {
    await issue('login', '13700000001')
    const code = await latestSmsCode(t.app, '13700000001')
    expect(await checkSmsCode(t.store.db, { purpose: 'reset', target: '13700000001', code })).toBe(false)
    expect(await checkSmsCode(t.store.db, { purpose: 'login', target: '13700000001', code })).toBe(true)
  })

  it('die after 5 wrong tries', async () => {
    await issue('login', '13700000002')
    const code = await latestSmsCode(t.app, '13700000002')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i += 1) {
      expect(await checkSmsCode(t.store.db, { purpose: 'login', target: '13700000002', code: wrong })).toBe(
        false,
      )
    }
    expect(await checkSmsCode(t.store.db, { purpose: 'login', target: '13700000002', code })).toBe(false)
  })

  it('stop working after 5 minutes, and are stored only as hashes', async () => {
    await issue('login', '13700000003')
    const code = await latestSmsCode(t.app, '13700000003')
    const { rows } = await t.store.db.query(
      `SELECT code_hash, expires_at - created_at AS ttl FROM sms_codes WHERE target = $1`,
      ['13700000003'],
    )
    expect(rows[0].code_hash.toString('hex')).not.toContain(Buffer.from(code).toString('hex'))
    expect(rows[0].ttl).toMatchObject({ minutes: 5 })
  })
})
