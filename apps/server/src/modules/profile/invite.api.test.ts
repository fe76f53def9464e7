import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVITE_CODE_PATTERN, RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { loginAs } from '../../../test/login-helpers'
import { latestActivationKey, registerWith, verifiedPhone } from '../../../test/lifecycle-helpers'
import { ownerQuery } from '../../../test/owner-query'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await startTestApp()
  admin = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
})
afterAll(() => t.close())

const invite = async (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/user/invite', headers: { cookie } })

describe('the invite-for-gifts link', () => {
  it('is refused without portal.invite', async () => {
    const agent = await loginAs(t.app, 'agent01', 'Agent@2026')
    const refused = await invite(agent)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
  })

  it('gives each member one code, and lists the sign-ups it brought, masked, until activated', async () => {
    const first = (await invite(admin)).json().data
    expect(first.code).toMatch(INVITE_CODE_PATTERN)
    expect(first.signups).toEqual([])
    expect((await invite(admin)).json().data.code).toBe(first.code)

    const token = await verifiedPhone(t, '13700000031')
    const registered = await registerWith(t, token, {
      name: '王小明',
      email: 'invited@newco.com',
      password: 'Rg5#tWq8Mz',
      companyName: '受邀公司',
      companyTypes: 'internet',
      inviteCode: first.code,
    })
    expect(registered.json().code).toBe(RESPONSE_CODES.OK)
    const [recorded] = await ownerQuery<{ invite_code: string }>(
      t.store,
      "SELECT invite_code FROM pending_registrations WHERE email = 'invited@newco.com'",
    )
    expect(recorded?.invite_code).toBe(first.code)
    expect((await invite(admin)).json().data.signups).toEqual([
      { maskedName: '王**', registeredAt: expect.any(String), isActivated: false },
    ])

    const key = await latestActivationKey(t, 'invited@newco.com')
    const activated = await t.app.inject({ method: 'GET', url: `/user/register/activate?key=${key}` })
    expect(activated.json().code).toBe(RESPONSE_CODES.OK)
    expect((await invite(admin)).json().data.signups[0].isActivated).toBe(true)
  })

  it('records nothing for an unknown code, and the visitor still registers', async () => {
    const token = await verifiedPhone(t, '13700000032')
    const registered = await registerWith(t, token, {
      email: 'uninvited@newco.com',
      password: 'Rg5#tWq8Mz',
      companyName: '自来公司',
      companyTypes: 'internet',
      inviteCode: 'ZZZZZZZZZZ',
    })
    expect(registered.json().code).toBe(RESPONSE_CODES.OK)
    const [recorded] = await ownerQuery<{ invite_code: string | null }>(
      t.store,
      "SELECT invite_code FROM pending_registrations WHERE email = 'uninvited@newco.com'",
    )
    expect(recorded?.invite_code).toBeNull()
  })
})
