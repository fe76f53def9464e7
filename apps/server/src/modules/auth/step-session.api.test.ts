import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_ROUTES, RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { postLogin, sessionCookieOf } from '../../../test/login-helpers'

let t: TestApp
let secondFactorCookie: string
let passwordChangeCookie: string

beforeAll(async () => {
  t = await startTestApp()
  secondFactorCookie = sessionCookieOf(await postLogin(t.app, 'secure@demo.com', 'Secure@2026'))
  passwordChangeCookie = sessionCookieOf(await postLogin(t.app, 'change@demo.com', 'Change@2026'))
})
afterAll(() => t.close())

const call = (method: string, path: string, cookie: string) =>
  t.app.inject({
    method: method as 'GET',
    url: path.replace(/:(\w+)/g, 'x'),
    headers: { cookie },
    ...(method === 'GET' ? {} : { payload: {} }),
  })

describe('a token issued before the second factor or a forced change', () => {
  const sessionRoutes = ALL_ROUTES.filter((route) => route.access === 'session')

  it.each(sessionRoutes.map((route) => [route.method, route.path]))(
    'gets nothing from %s %s',
    async (method, path) => {
      for (const cookie of [secondFactorCookie, passwordChangeCookie]) {
        const response = await call(method, path, cookie)
        expect(response.statusCode, `${method} ${path}`).toBe(403)
        expect(response.json()).toMatchObject({ code: RESPONSE_CODES.ACCESS_DENY, data: null })
      }
    },
  )

  it('can call only its own step', async () => {
    expect((await call('POST', '/user/password/change', secondFactorCookie)).statusCode).toBe(403)
    expect(
      (await call('GET', '/user/second-auth/sms-code?secondAuthCode=x', passwordChangeCookie)).statusCode,
    ).toBe(403)
  })
})
