import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { ownerQuery } from '../../../test/owner-query'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const frontConfig = async () => (await t.app.inject({ method: 'GET', url: '/front/config/a' })).json().data
const setSso = (config: unknown) =>
  ownerQuery(t.store, `UPDATE tenants SET sso_config = $1 WHERE code = 'demo'`, [JSON.stringify(config)])

describe('the pre-login configuration', () => {
  it('carries the site tenant switches for the login page', async () => {
    expect(await frontConfig()).toMatchObject({
      smsLoginEnabled: true,
      languageSwitchEnabled: true,
      protocolRequired: true,
      demoMode: true,
      ssoInfo: null,
      localeInfo: [{ localeCode: 'zh-CN', isDefault: true }, { localeCode: 'en-US' }],
    })
  })

  it('gives an SSO tenant its login and logout addresses, but never a non-http address', async () => {
    await setSso({
      loginType: 'SAML',
      loginUrl: 'https://idp.example/login',
      logoutUrl: 'https://idp.example/logout',
    })
    expect((await frontConfig()).ssoInfo).toEqual({
      loginType: 'SAML',
      loginUrl: 'https://idp.example/login',
      logoutUrl: 'https://idp.example/logout',
    })
    await setSso({
      loginType: 'SSO',
      loginUrl: 'javascript:alert(1)',
      logoutUrl: 'https://idp.example/logout',
    })
    expect((await frontConfig()).ssoInfo).toBeNull()
    await ownerQuery(t.store, `UPDATE tenants SET sso_config = NULL WHERE code = 'demo'`)
  })
})
