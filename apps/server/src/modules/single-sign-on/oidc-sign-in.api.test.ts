import { afterAll, describe, expect, it } from 'vitest'
import { startOidcProvider, type OidcProviderPeer } from '../../../test/oidc-provider-peer'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'
import { startTestApp, type TestApp } from '../../../test/test-app'

let provider: OidcProviderPeer
const apps: TestApp[] = []
const settingsUrl = '/api/v1/sso/ssoConfig/tenant'

/** The portal with this allow-list, its administrator's cookie and the demo tenant's addresses. */
async function portalAllowing(ssoPrivateHosts: string) {
  const testApp = await startTestApp({ env: { SSO_PRIVATE_HOSTS: ssoPrivateHosts } })
  apps.push(testApp)
  const admin = await loginAs(testApp.app, 'admin@demo.com', 'Admin@2026')
  const view = (
    await testApp.app.inject({ method: 'GET', url: settingsUrl, headers: { cookie: admin } })
  ).json()
  provider ??= await startOidcProvider(view.data)
  const start = (host?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: new URL(view.data.redirectUri.replace('/oidc/callback/', '/login/')).pathname,
      headers: host ? { host } : {},
    })
  const oidcForm = {
    protocol: 'OIDC',
    issuerUrl: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
  }
  const save = () =>
    testApp.app.inject({ method: 'PUT', url: settingsUrl, headers: { cookie: admin }, payload: oidcForm })
  return { testApp, start, save, oidcForm }
}

afterAll(async () => {
  for (const testApp of apps) await testApp.close()
  await provider?.close()
})

describe("an OpenID Connect provider's address", () => {
  it('is never fetched at sign-in when it is loopback and not allowed: back to login with the failure', async () => {
    const portal = await portalAllowing('')
    expect((await portal.save()).statusCode).toBe(400)
    // As a setting saved before this rule, or a name that resolves to a private address later.
    const { protocol, clientSecret, ...settings } = portal.oidcForm
    await ownerQuery(
      portal.testApp.store,
      `INSERT INTO sso_settings (tenant_id, protocol, settings, client_secret)
       SELECT id, $1, $2, $3 FROM tenants WHERE code = 'demo'`,
      [
        protocol,
        JSON.stringify({ ...settings, scopes: 'openid email', claim: 'email', matchField: 'email' }),
        clientSecret,
      ],
    )
    const started = await portal.start()
    expect(started.statusCode).toBe(302)
    expect(started.headers.location).toBe('/dzfront/portal/login?ssoError=failed')
  })

  it("is fetched when the operator's allow-list names it: saved over http and the sign-in goes to it", async () => {
    const portal = await portalAllowing('127.0.0.1')
    expect((await portal.save()).statusCode).toBe(200)
    const started = await portal.start()
    expect(String(started.headers.location)).toMatch(new RegExp(`^${provider.issuer}/`))
    // The redirect URI is this portal's at PUBLIC_URL, never one built from the request's Host.
    const phishStart = await portal.start('phish.example')
    const redirectUri = new URL(String(phishStart.headers.location)).searchParams.get('redirect_uri')
    expect(redirectUri).toMatch(new RegExp(`^${portal.testApp.config.publicUrl}/api/v1/sso/oidc/callback/`))
  })
})
