import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { idpKeyPair, startSamlIdp, type AnswerOptions, type SamlIdpPeer } from '../../../test/saml-idp-peer'

const t = useDemoApp()
let idp: SamlIdpPeer
let acsUrl: string
const settingsUrl = '/api/v1/sso/ssoConfig/tenant'

/** Starts a SAML sign-in at our server: the IdP's sign-in URL carrying our AuthnRequest. */
async function startSignIn() {
  const start = await t.app.inject({
    method: 'GET',
    url: new URL(acsUrl.replace('/saml/acs/', '/login/')).pathname,
  })
  expect(start.statusCode).toBe(302)
  return String(start.headers.location)
}

/** Posts a SAMLResponse to our ACS as the IdP's page does: from another site. */
const postToAcs = (samlResponse: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(acsUrl).pathname,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://idp.example.test',
      'sec-fetch-site': 'cross-site',
    },
    payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
  })

/** Starts a SAML sign-in, and posts the IdP's answer for `email` to our ACS. */
async function samlSignIn(email: string, options?: AnswerOptions) {
  return postToAcs(await idp.answer(await startSignIn(), email, options))
}

/** The same response with its (unsigned) Response element's Destination changed to `destination`. */
const withDestination = (samlResponse: string, destination: string) =>
  Buffer.from(
    Buffer.from(samlResponse, 'base64')
      .toString('utf8')
      .replace(/(<samlp:Response\b[^>]*?\bDestination=")[^"]*"/, `$1${destination}"`),
  ).toString('base64')

beforeAll(async () => {
  const view = (await t.app.inject({ method: 'GET', url: settingsUrl, headers: { cookie: t.admin } })).json()
  acsUrl = view.data.acsUrl
  idp = await startSamlIdp({ spEntityId: 'portal-sp', acsUrl })
  const saved = await t.app.inject({
    method: 'PUT',
    url: settingsUrl,
    headers: { cookie: t.admin },
    payload: {
      protocol: 'SAML',
      entryPoint: idp.entryPoint,
      idpLogoutUrl: idp.logoutUrl,
      idpCertificate: idp.certificate,
      spEntityId: 'portal-sp',
      samlAttribute: 'nameID',
      matchField: 'email',
    },
  })
  expect(saved.statusCode).toBe(200)
})
afterAll(() => idp?.close())

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
    const answer = await samlSignIn('weak@demo.com', { signingKey: await idpKeyPair() })
    expect(answer.headers.location).toBe('/dzfront/portal/login?ssoError=failed')
    expect(answer.cookies.find((item) => item.name === 'portal_sid')).toBeUndefined()
  })

  it('refuses a response that answers no request of ours, or one already used', async () => {
    const samlResponse = await idp.answer(await startSignIn(), 'weak@demo.com')
    expect((await postToAcs(samlResponse)).headers.location).toBe('/dzfront/portal/portal')
    expect((await postToAcs(samlResponse)).headers.location).toBe('/dzfront/portal/login?ssoError=failed')
  })

  it("refuses a signed response whose Destination is not this tenant's ACS URL", async () => {
    const samlResponse = await idp.answer(await startSignIn(), 'weak@demo.com')
    const elsewhere = withDestination(samlResponse, acsUrl.replace(/acs\/.*$/, 'acs/elsewhere'))
    const answer = await postToAcs(elsewhere)
    expect(answer.headers.location).toBe('/dzfront/portal/login?ssoError=failed')
    expect(answer.cookies.find((item) => item.name === 'portal_sid')).toBeUndefined()
  })

  it("refuses an assertion whose Recipient is another service provider's ACS, even with our Destination", async () => {
    const otherAcs = acsUrl.replace(/[0-9a-f-]{36}$/, '00000000-0000-4000-8000-000000000000')
    const samlResponse = await idp.answer(await startSignIn(), 'weak@demo.com', { acsUrl: otherAcs })
    const answer = await postToAcs(withDestination(samlResponse, acsUrl))
    expect(answer.headers.location).toBe('/dzfront/portal/login?ssoError=failed')
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
