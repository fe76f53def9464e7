import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useDemoApp } from '../../../test/demo-app'
import { samlTenant, type SamlSteps } from '../../../test/saml-sign-in-steps'

const t = useDemoApp()
let saml: SamlSteps
const FAILED = '/dzfront/portal/login?ssoError=failed'
const sessionOf = (answer: { cookies: { name: string }[] }) =>
  answer.cookies.find((item) => item.name === 'portal_sid')

beforeAll(async () => {
  saml = await samlTenant(t)
})
afterAll(() => saml?.idp.close())

describe('a SAML response is completed only by the browser that started its sign-in', () => {
  it('answers the IdP with a page that posts a one-time handle to the completion, with no inline script', async () => {
    const { authorizeUrl } = await saml.start()
    const page = await saml.postToAcs(await saml.idp.answer(authorizeUrl, 'weak@demo.com'))
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(sessionOf(page)).toBeUndefined()
    const handoff = saml.handoffOf(page)
    expect(handoff.action).toMatch(/^\/api\/v1\/sso\/saml\/complete\/[0-9a-f-]{36}$/)
    expect(handoff.handle).toMatch(/^[\w-]{43}$/)
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<]/)
    expect(page.body).toContain('<noscript><button type="submit">继续登录 / Continue signing in</button>')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    const scriptPath = /<script src="([^"]+)"/.exec(page.body)?.[1] ?? ''
    const script = await t.app.inject({ method: 'GET', url: scriptPath })
    expect(script.headers['content-type']).toMatch(/^text\/javascript/)
    expect(script.body).toContain('.submit()')
  })

  it("refuses an attacker's response posted from a victim's browser: the victim is not signed in as the attacker", async () => {
    const attacker = await saml.start()
    const attackersResponse = await saml.idp.answer(attacker.authorizeUrl, 'weak@demo.com')
    const victim = await saml.start()
    // The attacker's page makes the victim's browser post the attacker's response to our ACS.
    const page = await saml.postToAcs(attackersResponse)
    const withVictimsCookie = await saml.complete(saml.handoffOf(page), victim.cookie)
    expect(withVictimsCookie.headers.location).toBe(FAILED)
    expect(sessionOf(withVictimsCookie)).toBeUndefined()
    // A victim who never started a sign-in holds no binding at all.
    const another = await saml.idp.answer((await saml.start()).authorizeUrl, 'weak@demo.com')
    const withoutCookie = await saml.complete(saml.handoffOf(await saml.postToAcs(another)))
    expect(withoutCookie.headers.location).toBe(FAILED)
  })

  it('uses a handle once, and refuses a completion posted from another site', async () => {
    const { authorizeUrl, cookie } = await saml.start()
    const handoff = saml.handoffOf(await saml.postToAcs(await saml.idp.answer(authorizeUrl, 'weak@demo.com')))
    const crossSite = await t.app.inject({
      method: 'POST',
      url: handoff.action,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.test', cookie },
      payload: new URLSearchParams({ handle: handoff.handle }).toString(),
    })
    expect(crossSite.statusCode).toBe(403)
    const signedIn = await saml.complete(handoff, cookie)
    expect(signedIn.headers.location).toBe('/dzfront/portal/portal')
    expect(sessionOf(signedIn)).toBeDefined()
    const again = await saml.complete(handoff, cookie)
    expect(again.headers.location).toBe(FAILED)
    expect(sessionOf(again)).toBeUndefined()
  })
})
