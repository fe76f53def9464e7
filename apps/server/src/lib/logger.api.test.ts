import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import { fetchChallenge, postLogin, sealPassword } from '../../test/login-helpers'
import { latestSmsCode } from '../../test/outbox-helpers'
import { solvableCaptcha } from '../../test/captcha-helpers'

const lines: string[] = []
let t: TestApp
beforeAll(async () => {
  const capture = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  t = await startTestApp({ logDestination: capture })
})
afterAll(() => t.close())

describe('logs', () => {
  it('never contain a password, ciphertext, code, captcha, account, phone or session token', async () => {
    const ciphertext = sealPassword(await fetchChallenge(t.app), 'Admin@2026')
    const login = await t.app.inject({
      method: 'POST',
      url: '/user/login?locale=zh-CN',
      payload: { loginType: 'account', account: 'admin@demo.com', password: ciphertext },
    })
    const token = login.cookies.find((cookie) => cookie.name === 'portal_sid')?.value ?? ''
    await t.app.inject({
      method: 'POST',
      url: '/user/token',
      headers: { cookie: `portal_sid=${token}` },
      payload: {},
    })
    await t.app.inject({ method: 'GET', url: '/user/account/tenants?account=multi%40demo.com' })
    await t.app.inject({ method: 'GET', url: '/user/login/sms-code?mobile=13800000001' })
    const smsCode = await latestSmsCode(t.app, '13800000001')
    const phoneLogin = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { loginType: 'phone', phone: '13800000001', smsCode },
    })
    const phoneToken = phoneLogin.cookies.find((cookie) => cookie.name === 'portal_sid')?.value ?? ''
    const captcha = await solvableCaptcha(t.app, t.store, 'login', 'wxyz')
    await postLogin(t.app, 'admin@demo.com', 'Admin@2026', captcha)
    const log = lines.join('')
    expect(log).toContain('/user/login')
    const secrets = ['Admin@2026', ciphertext, token, phoneToken, smsCode, captcha.LOCAL_TOKEN, 'wxyz']
    for (const secret of [...secrets, 'multi%40demo.com', 'multi@demo.com', '13800000001']) {
      expect(log).not.toContain(secret)
    }
  })
})
