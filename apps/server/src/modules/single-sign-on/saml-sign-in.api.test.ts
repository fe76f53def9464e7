import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { idpKeyPair } from '../../../test/saml-idp-peer'
import { samlTenant, type SamlSteps } from '../../../test/saml-sign-in-steps'

const t = useDemoApp()
let saml: SamlSteps

/** The same response with its (unsigned) Response element's Destination changed to `destination`. */
const withDestination = (samlResponse: string, destination: string) =>
  Buffer.from(
    Buffer.from(samlResponse, 'base64')
      .toString('utf8')
      .replace(/(<samlp:Response\b[^>]*?\bDestination=")[^"]*"/, `$1${destination}"`),
  ).toString('base64')

beforeAll(async () => {
  saml = await samlTenant(t)
})
afterAll(() => saml?.idp.close())

describe('a SAML sign-in', () => {
  it('signs in the staff member the signed assertion names, with a full session', async () => {
    const answer = await saml.signIn('weak@demo.com')
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
    const answer = await saml.signIn('weak@demo.com', { signingKey: await idpKeyPair() })
    expect(answer.headers.location).toBe('/dzfront/portal/login?ssoError=failed')
    expect(answer.cookies.find((item) => item.name === 'portal_sid')).toBeUndefined()
  })

  it('refuses a response that answers no request of ours, or one already used', async () => {
    const samlResponse = await saml.idp.answer((await saml.start()).authorizeUrl, 'weak@demo.com')
    expect((await saml.postToAcs(samlResponse)).statusCode).toBe(200)
    expect((await saml.postToAcs(samlResponse)).headers.location).toBe(
      '/dzfront/portal/login?ssoError=failed',
    )
  })

  it("refuses a signed response whose Destination is not this tenant's ACS URL", async () => {
    const samlResponse = await saml.idp.answer((await saml.start()).authorizeUrl, 'weak@demo.com')
    const elsewhere = withDestination(samlResponse, saml.acsUrl.replace(/acs\/.*$/, 'acs/elsewhere'))
    const answer = await saml.postToAcs(elsewhere)
    expect(answer.headers.location).toBe('/dzfront/portal/login?ssoError=failed')
    expect(answer.cookies.find((item) => item.name === 'portal_sid')).toBeUndefined()
  })

  it("refuses an assertion whose Recipient is another service provider's ACS, even with our Destination", async () => {
    const otherAcs = saml.acsUrl.replace(/[0-9a-f-]{36}$/, '00000000-0000-4000-8000-000000000000')
    const samlResponse = await saml.idp.answer((await saml.start()).authorizeUrl, 'weak@demo.com', {
      acsUrl: otherAcs,
    })
    const answer = await saml.postToAcs(withDestination(samlResponse, saml.acsUrl))
    expect(answer.headers.location).toBe('/dzfront/portal/login?ssoError=failed')
  })

  it('refuses a response addressed to another host, posted to us with that Host header', async () => {
    const phishAcs = saml.acsUrl.replace(/^https?:\/\/[^/]+/, 'http://phish.example')
    const samlResponse = await saml.idp.answer((await saml.start()).authorizeUrl, 'weak@demo.com', {
      acsUrl: phishAcs,
    })
    const answer = await t.app.inject({
      method: 'POST',
      url: new URL(phishAcs).pathname,
      headers: {
        host: 'phish.example',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://idp.example.test',
        'sec-fetch-site': 'cross-site',
      },
      payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
    })
    expect(answer.headers.location).toBe('/dzfront/portal/login?ssoError=failed')
    expect(answer.body).not.toContain('name="handle"')
  })

  it("refuses at another tenant's ACS a response for this tenant, though both share the IdP and entity id", async () => {
    const [second] = await ownerQuery<{ id: string }>(t.store, `SELECT id FROM tenants WHERE code = 'second'`)
    const secondAcs = saml.acsUrl.replace(/[0-9a-f-]{36}$/, second?.id ?? '')
    await ownerQuery(
      t.store,
      `INSERT INTO sso_settings (tenant_id, protocol, settings)
       SELECT $1, protocol, settings FROM sso_settings WHERE tenant_id = (SELECT id FROM tenants WHERE code = 'demo')`,
      [second?.id],
    )
    const forThisTenant = await saml.idp.answer((await saml.start()).authorizeUrl, 'weak@demo.com')
    // Even addressed to the second tenant's ACS, it answers no request of the second tenant's.
    const readdressed = withDestination(forThisTenant, secondAcs)
    const answer = await t.app.inject({
      method: 'POST',
      url: new URL(secondAcs).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse: readdressed }).toString(),
    })
    expect(answer.headers.location).toBe('/dzfront/portal/login?ssoError=failed')
  })

  it('refuses a disabled account and an unknown one even with a valid assertion', async () => {
    await ownerQuery(t.store, `UPDATE staff_accounts SET status = 'stopped' WHERE email = 'change@demo.com'`)
    const stopped = await saml.signIn('change@demo.com')
    expect(stopped.headers.location).toBe('/dzfront/portal/login?ssoError=stopped')
    expect(stopped.cookies.find((item) => item.name === 'portal_sid')).toBeUndefined()
    const unknown = await saml.signIn('nobody@elsewhere.test')
    expect(unknown.headers.location).toBe('/dzfront/portal/login?ssoError=unknown')
  })
})
