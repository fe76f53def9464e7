import { createHash, constants } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { ownerQuery } from '../../../test/owner-query'
import {
  fetchChallenge,
  loginAs,
  postLogin,
  sealPassword,
  sessionCookieOf,
} from '../../../test/login-helpers'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const tokenCheck = (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/user/token?locale=en-US',
    headers: cookie ? { cookie } : {},
    payload: {},
  })

describe('account login', () => {
  it('signs the administrator in with an HttpOnly SameSite cookie and no token in the body', async () => {
    const response = await postLogin(t.app, 'admin@demo.com', 'Admin@2026')
    expect(response.json()).toMatchObject({ code: RESPONSE_CODES.OK, data: { tenantId: expect.any(String) } })
    const cookie = response.cookies.find((item) => item.name === 'portal_sid')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(Buffer.from(cookie?.value ?? '', 'base64url').length * 8).toBeGreaterThanOrEqual(128)
    expect(response.body).not.toContain(cookie?.value)
  })

  it('answers the login check with the user, the role and the tenant', async () => {
    const cookie = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
    const body = (await tokenCheck(cookie)).json()
    expect(body.code).toBe(RESPONSE_CODES.OK)
    expect(body.data.authResult.principal).toMatchObject({
      name: '管理员',
      roleName: 'Administrator',
      email: 'admin@demo.com',
    })
    expect(body.data.authResult.principal.permissions).toEqual(
      expect.arrayContaining(['/', 'setting', 'portal.tool']),
    )
    expect(body.data.tenantInfo).toMatchObject({ name: 'Demo Co.', grantTime: expect.any(String) })
    expect(body.data.timeZoneOffsetHours).toBe(8)
  })

  it('accepts an employee number in any letter case', async () => {
    const response = await postLogin(t.app, 'AGENT01', 'Agent@2026')
    expect(response.json().code).toBe(RESPONSE_CODES.OK)
  })

  it('gives a wrong password and an unknown account the same status, code and message', async () => {
    const wrongPassword = await postLogin(t.app, 'admin@demo.com', 'Wrong@2026')
    const unknownAccount = await postLogin(t.app, 'nobody@demo.com', 'Wrong@2026')
    expect(wrongPassword.statusCode).toBe(unknownAccount.statusCode)
    expect(wrongPassword.json()).toEqual(unknownAccount.json())
    expect(wrongPassword.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE_LOGIN,
      message: '账号或密码错误',
    })
  })

  it('refuses a replayed ciphertext even with the right password', async () => {
    const sealed = sealPassword(await fetchChallenge(t.app), 'Admin@2026')
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/user/login',
        payload: { loginType: 'account', account: 'admin@demo.com', password: sealed },
      })
    expect((await send()).json().code).toBe(RESPONSE_CODES.OK)
    expect((await send()).json().code).toBe(RESPONSE_CODES.FAILURE_LOGIN)
  })

  it('refuses a password encrypted with PKCS#1 v1.5 padding', async () => {
    const sealed = sealPassword(await fetchChallenge(t.app), 'Admin@2026', constants.RSA_PKCS1_PADDING)
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { loginType: 'account', account: 'admin@demo.com', password: sealed },
    })
    expect(response.json().code).toBe(RESPONSE_CODES.FAILURE_LOGIN)
  })

  it('checks the account format with the spec message, in the caller language', async () => {
    const zh = await postLogin(t.app, 'ab', 'Admin@2026')
    expect(zh.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: '邮箱账号格式错误' })
    const en = await t.app.inject({
      method: 'POST',
      url: '/user/login?locale=en-US',
      payload: { loginType: 'account', account: '' },
    })
    expect(en.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: 'Please enter your employee number or email',
    })
  })

  it('stores the password as argon2id at the OWASP minimum and the session token only as a hash', async () => {
    const response = await postLogin(t.app, 'admin@demo.com', 'Admin@2026')
    const token = sessionCookieOf(response).split('=')[1] ?? ''
    const { rows } = await t.store.db.withTenant(response.json().data.tenantId, (tx) =>
      tx.query(
        `SELECT (SELECT password_hash FROM staff_accounts WHERE email = 'admin@demo.com') AS hash,
                (SELECT count(*) FROM sessions WHERE token_hash = $1)::int AS hashed_sessions`,
        [createHash('sha256').update(token).digest()],
      ),
    )
    const owner = rows[0]
    expect(owner.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(owner.hashed_sessions).toBe(1)
  })
})

describe('tenant picker', () => {
  it('lists both tenants for an account that belongs to two, and none for a one-tenant or unknown account', async () => {
    const list = async (account: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/user/account/tenants?account=${encodeURIComponent(account)}`,
        })
      ).json().data
    expect((await list('multi@demo.com')).map((item: { name: string }) => item.name)).toEqual([
      '演示科技',
      '第二公司',
    ])
    expect(await list('admin@demo.com')).toEqual([])
    expect(await list('nobody@demo.com')).toEqual([])
  })

  it('asks for a tenant, then signs in to the one chosen and refuses one the account is not in', async () => {
    const tenants = (
      await t.app.inject({ method: 'GET', url: '/user/account/tenants?account=multi@demo.com&locale=en-US' })
    ).json().data
    const second = tenants.find((item: { name: string }) => item.name === 'Second Co.')
    expect((await postLogin(t.app, 'multi@demo.com', 'Multi@2026')).json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: '请选择租户',
    })
    const cookie = await loginAs(t.app, 'multi@demo.com', 'Multi@2026', second.tenantId)
    expect((await tokenCheck(cookie)).json().data.tenantInfo).toMatchObject({
      name: 'Second Co.',
      grantTime: null,
    })
    const adminTenant = (await postLogin(t.app, 'admin@demo.com', 'Admin@2026')).json().data.tenantId
    const foreign = await postLogin(t.app, 'multi@demo.com', 'Multi@2026', {
      tenantId: '00000000-0000-0000-0000-000000000000',
    })
    expect(foreign.json().code).toBe(RESPONSE_CODES.FAILURE_LOGIN)
    expect(adminTenant).not.toBe(second.tenantId)
  })
})

describe('session', () => {
  it('says there is no cookie when there is none, and that it expired when the token is unknown', async () => {
    // The login check's "no session" is an answer (HTTP 200), not a refusal a browser would log as an error.
    const none = await tokenCheck()
    expect(none.statusCode).toBe(200)
    expect(none.json().code).toBe(RESPONSE_CODES.NOT_COOKIE)
    const forged = await tokenCheck('portal_sid=forged')
    expect(forged.statusCode).toBe(200)
    expect(forged.json().code).toBe(RESPONSE_CODES.FAILURE_AUTH_EXPIRE)
    // Any other route refuses a caller without a session.
    const other = await t.app.inject({ method: 'GET', url: '/user/sessions' })
    expect(other.statusCode).toBe(401)
    // Logging out without one is done already, an answer too (the offline dialog's 确定 logs out an ended session).
    const logout = await t.app.inject({ method: 'POST', url: '/user/logout', payload: {} })
    expect(logout.statusCode).toBe(200)
    expect(logout.json().code).toBe(RESPONSE_CODES.NOT_COOKIE)
  })

  it('ends a session left idle longer than the idle timeout', async () => {
    const cookie = await loginAs(t.app, 'agent01', 'Agent@2026')
    expect((await tokenCheck(cookie)).json().code).toBe(RESPONSE_CODES.OK)
    const idleMinutes = t.config.sessionIdleSeconds / 60 + 1
    await ownerQuery(t.store, `UPDATE sessions SET last_seen_at = now() - make_interval(mins => $1)`, [
      idleMinutes,
    ])
    expect((await tokenCheck(cookie)).json().code).toBe(RESPONSE_CODES.FAILURE_AUTH_EXPIRE)
  })

  it('ends a session past its absolute lifetime however busy it is', async () => {
    const cookie = await loginAs(t.app, 'agent01', 'Agent@2026')
    await ownerQuery(t.store, `UPDATE sessions SET expires_at = now() - interval '1 second'`)
    expect((await tokenCheck(cookie)).json().code).toBe(RESPONSE_CODES.FAILURE_AUTH_EXPIRE)
  })

  it('ends the session on logout', async () => {
    const cookie = await loginAs(t.app, 'agent01', 'Agent@2026')
    const logout = await t.app.inject({
      method: 'POST',
      url: '/user/logout',
      headers: { cookie },
      payload: {},
    })
    expect(logout.json().code).toBe(RESPONSE_CODES.OK)
    expect(logout.cookies.find((item) => item.name === 'portal_sid')?.value).toBe('')
    expect((await tokenCheck(cookie)).json().code).toBe(RESPONSE_CODES.FAILURE_AUTH_EXPIRE)
  })

  it('starts a fresh session at each login and ends the one the browser had', async () => {
    const first = await loginAs(t.app, 'agent01', 'Agent@2026')
    const second = sessionCookieOf(await postLogin(t.app, 'agent01', 'Agent@2026', {}, { cookie: first }))
    expect(second).not.toBe(first)
    expect((await tokenCheck(first)).json().code).toBe(RESPONSE_CODES.FAILURE_AUTH_EXPIRE)
    expect((await tokenCheck(second)).json().code).toBe(RESPONSE_CODES.OK)
  })

  it('refuses a state-changing call sent from another site', async () => {
    const cookie = await loginAs(t.app, 'agent01', 'Agent@2026')
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/user/logout',
      headers: { cookie, origin: 'http://evil.example' },
      payload: {},
    })
    expect(foreign.statusCode).toBe(403)
    const form = await t.app.inject({
      method: 'POST',
      url: '/user/logout',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: 'x',
    })
    expect(form.statusCode).toBe(415)
    expect((await tokenCheck(cookie)).json().code).toBe(RESPONSE_CODES.OK)
  })
})
