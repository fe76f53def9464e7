import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_MEMBER_PREFERENCES, RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { loginAs } from '../../../test/login-helpers'

let t: TestApp
let agent: string
let admin: string
beforeAll(async () => {
  t = await startTestApp()
  agent = await loginAs(t.app, 'agent01', 'Agent@2026')
  admin = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
})
afterAll(() => t.close())

const call = (cookie: string, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({ method, url: '/user/preferences', headers: { cookie }, ...(payload ? { payload } : {}) })

describe('a member’s preferences', () => {
  it('starts at the defaults, keeps what is not changed, and is the member’s own', async () => {
    expect((await call(agent, 'GET')).json().data).toEqual(DEFAULT_MEMBER_PREFERENCES)
    const saved = await call(agent, 'PUT', { theme: 'dark', shortcutsEnabled: false })
    expect(saved.json()).toMatchObject({ code: RESPONSE_CODES.OK })
    expect((await call(agent, 'PUT', { density: 'compact' })).json().data).toEqual({
      ...DEFAULT_MEMBER_PREFERENCES,
      theme: 'dark',
      density: 'compact',
      shortcutsEnabled: false,
    })
    expect((await call(admin, 'GET')).json().data).toEqual(DEFAULT_MEMBER_PREFERENCES)
  })

  it('refuses an unknown theme, changing nothing', async () => {
    const before = (await call(agent, 'GET')).json().data
    const refused = await call(agent, 'PUT', { theme: 'sepia' })
    expect(refused.statusCode).toBe(400)
    expect((await call(agent, 'GET')).json().data).toEqual(before)
  })

  it('is refused without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/user/preferences' })).statusCode).toBe(401)
  })
})
