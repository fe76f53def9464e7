import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Secret, TOTP } from 'otpauth'
import { RECOVERY_CODE_COUNT, RESPONSE_CODES } from '@portal/contract'
import { loginAs, postLogin, sealFresh, sessionCookieOf } from '../../../test/login-helpers'
import { startTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
let admin = ''

beforeAll(async () => {
  t = await startTestApp()
  admin = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `${url}?locale=en-US`, headers: { cookie }, payload })

/** The administrator requires a second factor of the agent role on 设置 › 功能开关. */
async function requireOfAgents() {
  const roles = (await call('GET', '/api/v1/portal/role/list', admin)).json().data as {
    id: string
    code: string
  }[]
  const agentRole = roles.find((role) => role.code === 'agent')?.id
  const switches = (await call('GET', '/api/v1/tenant/switches', admin)).json().data
  const saved = await call('PUT', '/api/v1/tenant/switches', admin, {
    ...switches,
    secondFactorRoleIds: [agentRole, '00000000-0000-4000-8000-000000000000'],
  })
  expect(saved.json().code).toBe(RESPONSE_CODES.OK)
  // A role id of no role of the tenant is not kept.
  expect((await call('GET', '/api/v1/tenant/switches', admin)).json().data.secondFactorRoleIds).toEqual([
    agentRole,
  ])
}

describe("a tenant's switch requiring a second factor of some roles", () => {
  let secret = ''
  let cookie = ''

  it('makes a member of such a role with none set up an authenticator app inside the login', async () => {
    await requireOfAgents()
    const login = await postLogin(t.app, 'agent01', 'Agent@2026', {}, { 'accept-language': 'en-US' })
    expect(login.json()).toMatchObject({
      code: RESPONSE_CODES.LONGIN_SECOND_AUTH,
      data: { methods: [], mustEnrol: true },
    })
    const step = { cookie: sessionCookieOf(login), handle: login.json().data.secondAuthCode }
    // The step session reaches nothing else before the app is set up.
    expect((await call('GET', '/user/profile', step.cookie)).statusCode).toBe(403)
    const setup = await call('POST', '/user/second-auth/totp/setup', step.cookie, {
      secondAuthCode: step.handle,
    })
    secret = setup.json().data.secret
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate()
    const done = await call('POST', '/user/second-auth/totp/confirm', step.cookie, {
      secondAuthCode: step.handle,
      code,
    })
    expect(done.json()).toMatchObject({ code: RESPONSE_CODES.OK, data: { tenantId: expect.any(String) } })
    expect(done.json().data.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT)
    cookie = sessionCookieOf(done)
    expect((await call('GET', '/user/profile', cookie)).statusCode).toBe(200)
  })

  it('refuses the removal of the last factor while the role requires one', async () => {
    const factors = await call('GET', '/user/second-factors', cookie)
    expect(factors.json().data).toMatchObject({ hasTotp: true, isRequired: true })
    const removal = await call('POST', '/user/second-factors/totp/remove', cookie, {
      currentPassword: await sealFresh(t.app, 'Agent@2026'),
    })
    expect(removal.statusCode).toBe(400)
    expect(removal.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: 'Your role requires two-step verification: the last method cannot be removed',
      data: null,
    })
    expect((await call('GET', '/user/second-factors', cookie)).json().data.hasTotp).toBe(true)
  })

  it('asks for the app at the next login, and no longer offers an enrolment there', async () => {
    const login = await postLogin(t.app, 'agent01', 'Agent@2026')
    expect(login.json().data).toMatchObject({ methods: ['totp', 'recovery'], mustEnrol: false })
    const step = { cookie: sessionCookieOf(login), handle: login.json().data.secondAuthCode }
    const setup = await call('POST', '/user/second-auth/totp/setup', step.cookie, {
      secondAuthCode: step.handle,
    })
    expect(setup.statusCode).toBe(403)
  })
})

describe("a passkey's relying party", () => {
  it('comes from the configured public address, whatever Host the request names', async () => {
    const options = await t.app.inject({
      method: 'POST',
      url: '/user/second-factors/passkeys/options',
      headers: { cookie: admin, host: 'phish.example' },
      payload: { currentPassword: await sealFresh(t.app, 'Admin@2026') },
    })
    expect(options.json().data.rp).toEqual({
      id: new URL(t.config.publicUrl).hostname,
      name: expect.any(String),
    })
    expect(options.body).not.toContain('phish.example')
  })
})
