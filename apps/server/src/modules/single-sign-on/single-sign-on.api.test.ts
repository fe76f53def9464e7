import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SsoSettingsView } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { startSamlIdp, type SamlIdpPeer } from '../../../test/saml-idp-peer'
import { samlSettingsForm } from '../../../test/saml-sign-in-steps'

const t = useDemoApp()
const SECRET = 'very-secret-client-value'
let idp: SamlIdpPeer
let view: SsoSettingsView

const settingsUrl = '/api/v1/sso/ssoConfig/tenant'
const save = (payload: Record<string, unknown>, cookie = t.admin) =>
  t.app.inject({ method: 'PUT', url: settingsUrl, headers: { cookie }, payload })
const read = async (cookie = t.admin): Promise<SsoSettingsView> =>
  (await t.app.inject({ method: 'GET', url: settingsUrl, headers: { cookie } })).json().data
const samlForm = () => samlSettingsForm(idp)

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

  it('refuse an http issuer, or a private one written out, saying why in either language', async () => {
    const oidcForm = { protocol: 'OIDC', clientId: 'portal', clientSecret: SECRET }
    const http = await save({ ...oidcForm, issuerUrl: 'http://idp.test' })
    expect(http.statusCode).toBe(400)
    expect(http.json().message).toBe('签发者地址须为 https 地址（运营方允许的内网主机除外）')
    for (const issuerUrl of [
      'https://10.0.0.5',
      'https://169.254.169.254/',
      'https://[::1]',
      'https://localhost',
    ])
      expect((await save({ ...oidcForm, issuerUrl })).json().message, issuerUrl).toMatch(/^签发者地址不能是/)
    const english = await t.app.inject({
      method: 'PUT',
      url: `${settingsUrl}?locale=en-US`,
      headers: { cookie: t.admin },
      payload: { ...oidcForm, issuerUrl: 'https://192.168.1.10' },
    })
    expect(english.json().message).toMatch(/^The issuer may not be a loopback, private or link-local address/)
    expect((await read()).protocol).toBe('OFF')
  })

  it('refuse an issuer on NAT64, 6to4, Teredo, site-local, benchmarking or documentation addresses', async () => {
    const oidcForm = { protocol: 'OIDC', clientId: 'portal', clientSecret: SECRET }
    for (const issuerUrl of [
      'https://[64:ff9b::a9fe:a9fe]',
      'https://[64:ff9b:1::a00:1]',
      'https://[::7f00:1]',
      'https://[2002:7f00:1::1]',
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
      'https://[fec0::1]',
      'https://192.0.0.8',
      'https://198.18.0.1',
      'https://192.0.2.1',
      'https://198.51.100.7',
      'https://203.0.113.9',
      'https://[2001:db8::1]',
    ]) {
      const refused = await save({ ...oidcForm, issuerUrl })
      expect(refused.statusCode, issuerUrl).toBe(400)
      expect(refused.json().message, issuerUrl).toMatch(/^签发者地址不能是/)
    }
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

  it("name this portal's addresses at PUBLIC_URL, whatever Host the request names", async () => {
    const phish = { cookie: t.admin, host: 'phish.example' }
    const shown: SsoSettingsView = (
      await t.app.inject({ method: 'GET', url: settingsUrl, headers: phish })
    ).json().data
    const { publicUrl } = t.config
    expect(shown.redirectUri).toBe(
      `${publicUrl}/api/v1/sso/oidc/callback/${shown.redirectUri.split('/').at(-1)}`,
    )
    for (const address of [shown.redirectUri, shown.acsUrl, shown.postLogoutRedirectUri])
      expect(address.startsWith(`${publicUrl}/`), address).toBe(true)
    const saved = await t.app.inject({ method: 'PUT', url: settingsUrl, headers: phish, payload: samlForm() })
    expect(saved.statusCode).toBe(200)
    expect(saved.body).not.toContain('phish.example')
    const [tenant] = await ownerQuery<{ sso_config: { loginUrl: string; logoutUrl: string } }>(
      t.store,
      `SELECT sso_config FROM tenants WHERE code = 'demo'`,
    )
    expect(tenant?.sso_config.loginUrl.startsWith(`${publicUrl}/api/v1/sso/login/`)).toBe(true)
    expect(tenant?.sso_config.logoutUrl.startsWith(`${publicUrl}/`)).toBe(true)
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
