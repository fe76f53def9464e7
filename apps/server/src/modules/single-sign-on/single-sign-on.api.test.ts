import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SsoSettingsView } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { idpKeyPair, startSamlIdp, type SamlIdpPeer } from '../../../test/saml-idp-peer'

const t = useDemoApp()
const SECRET = 'very-secret-client-value'
let idp: SamlIdpPeer
let view: SsoSettingsView

const settingsUrl = '/api/v1/sso/ssoConfig/tenant'
const save = (payload: Record<string, unknown>, cookie = t.admin) =>
  t.app.inject({ method: 'PUT', url: settingsUrl, headers: { cookie }, payload })
const read = async (cookie = t.admin): Promise<SsoSettingsView> =>
  (await t.app.inject({ method: 'GET', url: settingsUrl, headers: { cookie } })).json().data
const samlForm = () => ({
  protocol: 'SAML',
  entryPoint: idp.entryPoint,
  idpLogoutUrl: idp.logoutUrl,
  idpCertificate: idp.certificate,
  spEntityId: 'portal-sp',
  samlAttribute: 'nameID',
  matchField: 'email',
})

/** Starts a SAML sign-in at our server, and posts the IdP's answer for `email` to our ACS. */
async function samlSignIn(email: string, signingKey?: Awaited<ReturnType<typeof idpKeyPair>>) {
  const start = await t.app.inject({
    method: 'GET',
    url: new URL(view.acsUrl.replace('/saml/acs/', '/login/')).pathname,
  })
  expect(start.statusCode).toBe(302)
  const samlResponse = await idp.answer(String(start.headers.location), email, signingKey)
  return t.app.inject({
    method: 'POST',
    url: new URL(view.acsUrl).pathname,
    // As the IdP's page posts it: from another site.
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://idp.example.test',
      'sec-fetch-site': 'cross-site',
    },
    payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
  })
}

beforeAll(async () => {
  const acsUrl = (await read()).acsUrl
  idp = await startSamlIdp({ spEntityId: 'portal-sp', acsUrl })
})
afterAll(() => idp?.close())

describe('the single sign-on settings', () => {
  it('are refused to a user without the setting.sso code', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: settingsUrl, headers: { cookie: t.agent } })).statusCode,
    ).toBe(403)
    expect((await save({ protocol: 'OFF' }, t.agent)).statusCode).toBe(403)
  })

  it('are checked by the contract: http(s) addresses, required fields per protocol, a PEM certificate', async () => {
    const invalid = [
      { protocol: 'OIDC', issuerUrl: 'javascript:alert(1)', clientId: 'c', clientSecret: 's' },
      { protocol: 'OIDC', issuerUrl: '', clientId: 'c', clientSecret: 's' },
      { protocol: 'OIDC', issuerUrl: 'https://idp.test', clientId: 'c', clientSecret: 's', scopes: 'email' },
      { protocol: 'OIDC', issuerUrl: 'https://idp.test', clientId: 'c' },
      { ...samlForm(), idpCertificate: 'not a certificate' },
      { ...samlForm(), entryPoint: 'ftp://idp.test/sso' },
      { ...samlForm(), samlAttribute: 'bad name<' },
    ]
    for (const payload of invalid) expect((await save(payload)).statusCode, JSON.stringify(payload)).toBe(400)
    expect((await read()).protocol).toBe('OFF')
  })

  it('keep the client secret on the server, out of every answer and the audit trail', async () => {
    const oidcForm = {
      protocol: 'OIDC',
      issuerUrl: 'https://idp.test',
      clientId: 'portal',
      clientSecret: SECRET,
    }
    const saved = await save(oidcForm)
    expect(saved.statusCode).toBe(200)
    expect(saved.body).not.toContain(SECRET)
    expect(saved.json().data).toMatchObject({ protocol: 'OIDC', hasClientSecret: true, clientId: 'portal' })
    // An empty secret keeps the stored one.
    expect(
      (await save({ ...oidcForm, clientSecret: '', clientId: 'portal2' })).json().data.hasClientSecret,
    ).toBe(true)
    const audit = await ownerQuery<{ action: string; before_values: unknown; after_values: unknown }>(
      t.store,
      `SELECT action, before_values, after_values FROM audit_events WHERE target_type = 'sso' ORDER BY created_at`,
    )
    expect(audit.map((row) => row.action)).toEqual(['sso.update', 'sso.update'])
    expect(audit[1]?.after_values).toMatchObject({ protocol: 'OIDC', clientId: 'portal2' })
    expect(JSON.stringify(audit)).not.toContain(SECRET)
    const [tenant] = await ownerQuery<{ sso_config: unknown }>(
      t.store,
      `SELECT sso_config FROM tenants WHERE code = 'demo'`,
    )
    expect(tenant?.sso_config).toMatchObject({
      loginType: 'SSO',
      loginUrl: expect.stringMatching(/\/api\/v1\/sso\/login\//),
    })
  })

  it("are the tenant's own: another tenant's settings are neither shown nor changed", async () => {
    await ownerQuery(
      t.store,
      `INSERT INTO sso_settings (tenant_id, protocol, settings, client_secret)
       SELECT id, 'OIDC', '{"clientId":"second-client"}', 'second-secret' FROM tenants WHERE code = 'second'`,
    )
    view = (await save(samlForm())).json().data
    expect(view.clientId).not.toBe('second-client')
    const rows = await ownerQuery<{ code: string; protocol: string }>(
      t.store,
      `SELECT t.code, s.protocol FROM sso_settings s JOIN tenants t ON t.id = s.tenant_id ORDER BY t.code`,
    )
    expect(rows).toEqual([
      { code: 'demo', protocol: 'SAML' },
      { code: 'second', protocol: 'OIDC' },
    ])
  })
})

describe('a SAML sign-in', () => {
  it('signs in the staff member the signed assertion names, with a full session', async () => {
    const answer = await samlSignIn('weak@demo.com')
    expect(answer.statusCode).toBe(302)
    expect(answer.headers.location).toBe('/dzfront/portal/portal')
    const cookie = answer.cookies.find((item) => item.name === 'portal_sid')
    const token = await t.app.inject({
      method: 'POST',
      url: '/user/token',
      headers: { cookie: `portal_sid=${cookie?.value}` },
      payload: {},
    })
    expect(token.statusCode).toBe(200)
  })

  it('refuses an assertion signed by another key than the configured IdP certificate', async () => {
    const answer = await samlSignIn('weak@demo.com', await idpKeyPair())
    expect(answer.headers.location).toBe('/dzfront/portal/login?ssoError=failed')
    expect(answer.cookies.find((item) => item.name === 'portal_sid')).toBeUndefined()
  })

  it('refuses a response that answers no request of ours, or one already used', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: new URL(view.acsUrl.replace('/saml/acs/', '/login/')).pathname,
    })
    const samlResponse = await idp.answer(String(start.headers.location), 'weak@demo.com')
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: new URL(view.acsUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
      })
    expect((await post()).headers.location).toBe('/dzfront/portal/portal')
    expect((await post()).headers.location).toBe('/dzfront/portal/login?ssoError=failed')
  })

  it('refuses a disabled account and an unknown one even with a valid assertion', async () => {
    await ownerQuery(t.store, `UPDATE staff_accounts SET status = 'stopped' WHERE email = 'change@demo.com'`)
    const stopped = await samlSignIn('change@demo.com')
    expect(stopped.headers.location).toBe('/dzfront/portal/login?ssoError=stopped')
    expect(stopped.cookies.find((item) => item.name === 'portal_sid')).toBeUndefined()
    const unknown = await samlSignIn('nobody@elsewhere.test')
    expect(unknown.headers.location).toBe('/dzfront/portal/login?ssoError=unknown')
  })
})
