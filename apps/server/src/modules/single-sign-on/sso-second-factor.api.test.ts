import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { samlTenant, type SamlSteps } from '../../../test/saml-sign-in-steps'

const t = useDemoApp()
let saml: SamlSteps

beforeAll(async () => {
  saml = await samlTenant(t)
})
afterAll(() => saml?.idp.close())

const cookieOf = (answer: { cookies: { name: string; value: string }[] }) =>
  `portal_sid=${answer.cookies.find((item) => item.name === 'portal_sid')?.value}`

describe('a single sign-on whose provider asserts no second factor', () => {
  it("sends a member who has one to the login page's second step, with no full session", async () => {
    // The test IdP's assertion says a password was used (PasswordProtectedTransport), not several factors.
    const answer = await saml.signIn('secure@demo.com')
    expect(answer.statusCode).toBe(302)
    expect(answer.headers.location).toBe('/dzfront/portal/login?secondStep=1')
    const cookie = cookieOf(answer)
    const token = await t.app.inject({ method: 'POST', url: '/user/token', headers: { cookie }, payload: {} })
    expect(token.statusCode).toBe(403)
    const pending = await t.app.inject({
      method: 'GET',
      url: '/user/second-auth/pending',
      headers: { cookie },
    })
    expect(pending.json()).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { phone: '138****0002', methods: ['sms'], mustEnrol: false, secondAuthCode: expect.any(String) },
    })
  })

  it('still signs a member without any second factor straight in', async () => {
    const answer = await saml.signIn('weak@demo.com')
    expect(answer.headers.location).toBe('/dzfront/portal/portal')
  })
})
