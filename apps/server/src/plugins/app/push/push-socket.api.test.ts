import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import { PUSH_CLOSE_CODES, RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { fetchChallenge, loginAs, postLogin, sealPassword } from '../../../../test/login-helpers'
import { ownerQuery } from '../../../../test/owner-query'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

// An injected upgrade has no socket of its own; a plain one makes it an http request, as a browser's would be.
const openSocket = (cookie: string, origin = 'http://localhost') =>
  t.app.injectWS('/ws?locale=zh-CN', { headers: { cookie, origin, host: 'localhost' }, socket: {} as never })

/** The next message and the close that follows it, within 2 s. */
function nextMessageAndClose(socket: WebSocket): Promise<{ message: unknown; closeCode: number }> {
  return new Promise((resolve, reject) => {
    let message: unknown = null
    const timer = setTimeout(() => reject(new Error('nothing within 2 s')), 2000)
    socket.on('message', (data) => (message = JSON.parse(String(data))))
    socket.on('close', (closeCode) => {
      clearTimeout(timer)
      resolve({ message, closeCode })
    })
  })
}

const tokenCheck = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/user/token', headers: { cookie }, payload: {} })

describe('the push socket', () => {
  it('tells the older session at once when the account logs in elsewhere, and its next call says so too', async () => {
    const older = await loginAs(t.app, 'agent01', 'Agent@2026')
    const socket = await openSocket(older)
    const pushed = nextMessageAndClose(socket)
    await loginAs(t.app, 'agent01', 'Agent@2026')
    expect(await pushed).toEqual({
      message: {
        type: 'REMOTE_LOGIN',
        code: RESPONSE_CODES.REMOTE_LOGIN,
        message: '您的账号已在其他设备登录，当前设备已下线',
      },
      closeCode: 4001,
    })
    expect((await tokenCheck(older)).json()).toMatchObject({ code: RESPONSE_CODES.REMOTE_LOGIN })
  })

  it('ends the other sessions of an account when its password changes, over HTTP and over the socket', async () => {
    const other = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
    const socket = await openSocket(other)
    const pushed = nextMessageAndClose(socket)
    // The same account changes its password from a step session of its own (a forced change would do the same).
    const current = await loginAsWithoutEndingOthers()
    const change = await t.app.inject({
      method: 'POST',
      url: '/user/password/change',
      headers: { cookie: current },
      payload: {
        password: sealPassword(await fetchChallenge(t.app), 'Admin@2026'),
        newPassword: sealPassword(await fetchChallenge(t.app), 'Admin#2027x'),
      },
    })
    expect(change.json().code).toBe(RESPONSE_CODES.OK)
    expect(await pushed).toMatchObject({
      message: { type: 'SESSION_ENDED', message: '密码已修改，请重新登录' },
      closeCode: 4001,
    })
    // Its login check says the same: the page that asks before the push arrives is told why too.
    expect((await tokenCheck(other)).json()).toMatchObject({
      code: RESPONSE_CODES.REMOTE_LOGIN,
      message: '密码已修改，请重新登录',
    })
  })

  it('closes on logout', async () => {
    const cookie = await loginAs(t.app, 'newbie@demo.com', 'Newbie@2026').catch(() => '')
    const session =
      cookie || (await loginAs(t.app, 'multi@demo.com', 'Multi@2026', await firstTenantOf('multi@demo.com')))
    const socket = await openSocket(session)
    const closed = nextMessageAndClose(socket)
    await t.app.inject({ method: 'POST', url: '/user/logout', headers: { cookie: session }, payload: {} })
    expect((await closed).closeCode).toBe(4000)
  })

  it('asks the socket of a session to reconnect when the browser logs in again over it', async () => {
    const session = await loginAs(t.app, 'agent01', 'Agent@2026')
    const socket = await openSocket(session)
    const closed = nextMessageAndClose(socket)
    const again = await postLogin(t.app, 'agent01', 'Agent@2026', {}, { cookie: session })
    expect(again.json().code).toBe(RESPONSE_CODES.OK)
    expect(await closed).toEqual({ message: null, closeCode: PUSH_CLOSE_CODES.sessionReplaced })
  })

  it('refuses another origin and a missing session', async () => {
    const cookie = await loginAs(t.app, 'agent01', 'Agent@2026')
    await expect(openSocket(cookie, 'http://evil.example')).rejects.toThrow(/403/)
    await expect(openSocket('portal_sid=forged')).rejects.toThrow(/401/)
  })
})

async function firstTenantOf(account: string): Promise<string> {
  const list = (await t.app.inject({ method: 'GET', url: `/user/account/tenants?account=${account}` })).json()
    .data
  return list[0].tenantId
}

/** A second session of admin@demo.com that the password change runs in: the forced-change step session. */
async function loginAsWithoutEndingOthers(): Promise<string> {
  await ownerQuery(
    t.store,
    `UPDATE staff_accounts SET must_change_password = true WHERE email = 'admin@demo.com'`,
  )
  const login = await t.app.inject({
    method: 'POST',
    url: '/user/login',
    payload: {
      loginType: 'account',
      account: 'admin@demo.com',
      password: sealPassword(await fetchChallenge(t.app), 'Admin@2026'),
    },
  })
  expect(login.json().code).toBe(RESPONSE_CODES.UPDATE_PASSWORD)
  const cookie = login.cookies.find((item) => item.name === 'portal_sid')
  return `portal_sid=${cookie?.value}`
}
