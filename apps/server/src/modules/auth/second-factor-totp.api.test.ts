import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Secret, TOTP } from 'otpauth'
import { RECOVERY_CODE_COUNT, RESPONSE_CODES } from '@portal/contract'
import { loginAs, postLogin, sealFresh, sessionCookieOf } from '../../../test/login-helpers'
import { startTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
const PASSWORD = 'Agent@2026'

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp })

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}locale=en-US`,
    headers: { cookie },
    payload,
  })

/** agent01 enrols an authenticator app; @returns its secret and the recovery codes shown once. */
async function enrolTotp(cookie: string) {
  const setup = await call('POST', '/user/second-factors/totp/setup', cookie, {
    currentPassword: await sealFresh(t.app, PASSWORD),
  })
  expect(setup.json().code).toBe(RESPONSE_CODES.OK)
  const { secret, otpauthUrl, qrCode } = setup.json().data
  expect(otpauthUrl).toContain(`secret=${secret}`)
  expect(qrCode).toMatch(/^data:image\/png;base64,/)
  // The first code is taken at enrolment: the login below must use a later step's code.
  const confirmed = await call('POST', '/user/second-factors/totp/confirm', cookie, {
    code: codeAt(secret, Date.now() - 30_000),
  })
  expect(confirmed.json().code).toBe(RESPONSE_CODES.OK)
  return { secret: secret as string, recoveryCodes: confirmed.json().data.recoveryCodes as string[] }
}

/** Logs agent01 in up to the second step; @returns the step's cookie and handle. */
async function loginToStep() {
  const response = await postLogin(t.app, 'agent01', PASSWORD)
  expect(response.json()).toMatchObject({
    code: RESPONSE_CODES.LONGIN_SECOND_AUTH,
    data: { methods: ['totp', 'recovery'], mustEnrol: false },
  })
  return { cookie: sessionCookieOf(response), handle: response.json().data.secondAuthCode as string }
}

const verify = (step: { cookie: string; handle: string }, method: 'totp' | 'recovery', code: string) =>
  call('POST', '/user/second-auth/verify', step.cookie, { secondAuthCode: step.handle, method, code })

describe('an authenticator app (TOTP) as second factor', () => {
  let secret = ''
  let recoveryCodes: string[] = []

  it('is set up only with the current password', async () => {
    const cookie = await loginAs(t.app, 'agent01', PASSWORD)
    const refused = await call('POST', '/user/second-factors/totp/setup', cookie, {
      currentPassword: await sealFresh(t.app, 'wrong-password'),
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: 'The current password is wrong',
    })
    ;({ secret, recoveryCodes } = await enrolTotp(cookie))
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT)
    const factors = await call('GET', '/user/second-factors', cookie)
    expect(factors.json().data).toEqual({
      hasTotp: true,
      passkeys: [],
      recoveryCodesLeft: 10,
      isRequired: false,
    })
    expect(factors.body).not.toContain(secret)
  })

  it('is asked for at login instead of SMS, and its code completes the login once', async () => {
    const step = await loginToStep()
    const sms = await call('GET', `/user/second-auth/sms-code?secondAuthCode=${step.handle}`, step.cookie)
    expect(sms.statusCode).toBe(403)
    expect(sms.json()).toMatchObject({ message: 'This verification method is not available', data: null })
    const wrong = await verify(step, 'totp', '000000')
    expect(wrong.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: 'The code is wrong or already used; please try again',
    })
    const code = codeAt(secret)
    const done = await verify(step, 'totp', code)
    expect(done.json()).toMatchObject({ code: RESPONSE_CODES.OK, data: { tenantId: expect.any(String) } })
    const me = await call('GET', '/user/profile', sessionCookieOf(done))
    expect(me.statusCode).toBe(200)
    // The same code again, within its window, is refused (replay).
    const replay = await verify(await loginToStep(), 'totp', code)
    expect(replay.json().code).toBe(RESPONSE_CODES.FAILURE)
  })

  it('lets a recovery code stand in for the device, once', async () => {
    const [recoveryCode = ''] = recoveryCodes
    const done = await verify(await loginToStep(), 'recovery', recoveryCode.toLowerCase())
    expect(done.json().code).toBe(RESPONSE_CODES.OK)
    const again = await verify(await loginToStep(), 'recovery', recoveryCode)
    expect(again.json().code).toBe(RESPONSE_CODES.FAILURE)
    const factors = await call('GET', '/user/second-factors', sessionCookieOf(done))
    expect(factors.json().data.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1)
  })

  it('cannot be replaced at the login step by a new app of whoever knows the password', async () => {
    const step = await loginToStep()
    const setup = await call('POST', '/user/second-auth/totp/setup', step.cookie, {
      secondAuthCode: step.handle,
    })
    expect(setup.statusCode).toBe(403)
    expect(setup.json().data).toBeNull()
  })

  it('counts wrong codes with the login failures: the account locks at the tenant threshold', async () => {
    const step = await loginToStep()
    let last = await verify(step, 'totp', '000000')
    for (let tries = 1; tries < 10; tries++) last = await verify(step, 'totp', '000000')
    expect(last.json().code).toBe(RESPONSE_CODES.LOGIN_LOCKED)
    const locked = await verify(step, 'totp', codeAt(secret, Date.now() + 30_000))
    expect(locked.json().code).toBe(RESPONSE_CODES.LOGIN_LOCKED)
  })
})
