import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type OwnSession } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { loginAs, sealFresh } from '../../../test/login-helpers'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36' },
    ...(payload ? { payload } : {}),
  })
const sessionsOf = async (cookie: string) =>
  (await call(cookie, 'GET', '/user/sessions')).json().data as OwnSession[]

/** Signs an account in twice, having let it stay signed in on several devices. */
async function twoSessions(account: string, password: string) {
  const first = await loginAs(t.app, account, password)
  const profile = (await call(first, 'GET', '/user/profile')).json().data
  await call(first, 'PUT', '/user/profile', {
    name: profile.name,
    phone: profile.phone ?? '',
    allowMultipleSessions: true,
    currentPassword: await sealFresh(t.app, password),
  })
  const second = await loginAs(t.app, account, password)
  return { first, second }
}

describe('own sessions', () => {
  it('a login ends the other sessions unless the account stays signed in on several devices', async () => {
    const first = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
    await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
    expect((await call(first, 'GET', '/user/sessions')).json().code).toBe(RESPONSE_CODES.REMOTE_LOGIN)

    const { first: kept, second } = await twoSessions('agent01', 'Agent@2026')
    const listed = await sessionsOf(second)
    expect(listed).toHaveLength(2)
    expect(listed[0]).toMatchObject({
      isCurrent: true,
      ip: expect.any(String),
      userAgent: expect.any(String),
    })
    expect(listed[1]?.isCurrent).toBe(false)
    expect((await sessionsOf(kept)).filter((session) => session.isCurrent)).toHaveLength(1)
  })

  it('ends another session of ones own at once, and refuses this one', async () => {
    const { first, second } = await twoSessions('agent01', 'Agent@2026')
    const [current, other] = await sessionsOf(second)
    const refused = await call(second, 'POST', `/user/sessions/${current?.id}/end`)
    expect(refused.statusCode).toBe(400)

    const ended = await call(second, 'POST', `/user/sessions/${other?.id}/end`)
    expect(ended.json()).toMatchObject({ code: RESPONSE_CODES.OK })
    // Its page's next request is told why, as the push tells it: the request may come first.
    const told = await call(first, 'GET', '/user/sessions')
    expect(told.statusCode).toBe(401)
    expect(told.json()).toMatchObject({
      code: RESPONSE_CODES.REMOTE_LOGIN,
      message: '您已在其他设备上结束了此登录会话，当前设备已下线',
    })
    expect((await sessionsOf(second)).map((session) => session.id)).not.toContain(other?.id)
  })

  it('refuses to end another user’s session or one in another tenant, which stay signed in', async () => {
    const admin = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
    const [adminSession] = await sessionsOf(admin)
    const agent = await loginAs(t.app, 'agent01', 'Agent@2026')
    expect((await sessionsOf(agent)).map((session) => session.id)).not.toContain(adminSession?.id)
    const refused = await call(agent, 'POST', `/user/sessions/${adminSession?.id}/end`)
    expect(refused.statusCode).toBe(404)
    expect((await sessionsOf(admin)).map((session) => session.id)).toContain(adminSession?.id)

    const secondCo = await loginAs(t.app, 'multi@demo.com', 'Multi@2026', await tenantIdOf('第二公司'))
    const [secondSession] = await sessionsOf(secondCo)
    const otherTenant = await call(agent, 'POST', `/user/sessions/${secondSession?.id}/end`)
    expect(otherTenant.statusCode).toBe(404)
    expect((await call(secondCo, 'GET', '/user/sessions')).statusCode).toBe(200)
  })
})

async function tenantIdOf(name: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/user/account/tenants?account=multi@demo.com' })
  const tenants = response.json().data as { tenantId: string; name: string }[]
  return tenants.find((tenant) => tenant.name === name)?.tenantId ?? ''
}
