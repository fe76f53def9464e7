import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { DemoApp } from './demo-app'
import { startSamlIdp, type AnswerOptions, type SamlIdpPeer } from './saml-idp-peer'

const SETTINGS_URL = '/api/v1/sso/ssoConfig/tenant'
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

/**
 * The settings form an administrator saves to sign the demo tenant's staff in through `idp` (SP entity id
 * portal-sp, matched by e-mail on the NameID).
 */
export const samlSettingsForm = (idp: SamlIdpPeer) => ({
  protocol: 'SAML',
  entryPoint: idp.entryPoint,
  idpLogoutUrl: idp.logoutUrl,
  idpCertificate: idp.certificate,
  spEntityId: 'portal-sp',
  samlAttribute: 'nameID',
  matchField: 'email',
})

/** A browser's SAML sign-in at the demo tenant, step by step, against a real IdP. */
export type SamlSteps = {
  idp: SamlIdpPeer
  acsUrl: string
  /** Starts a sign-in: the IdP's sign-in URL carrying our AuthnRequest, and the browser's binding cookie. */
  start: () => Promise<{ authorizeUrl: string; cookie: string }>
  /** Posts a SAMLResponse to our ACS as the IdP's page does: from another site, so without our cookie. */
  postToAcs: (samlResponse: string) => Promise<LightMyRequestResponse>
  /** The one-time handle the ACS's continue page posts, and where to. */
  handoffOf: (page: LightMyRequestResponse) => { action: string; handle: string }
  /** Posts a handle to the completion as the continue page does (same-origin), with `cookie` when given. */
  complete: (handoff: { action: string; handle: string }, cookie?: string) => Promise<LightMyRequestResponse>
  /** The whole sign-in of `email` in one browser: the ACS's redirect when it refuses, else the completion's. */
  signIn: (email: string, options?: AnswerOptions) => Promise<LightMyRequestResponse>
}

/** Turns the demo tenant's single sign-on to SAML with a fresh IdP (close `idp` after the file). */
export async function samlTenant(t: DemoApp): Promise<SamlSteps> {
  const view = await t.app.inject({ method: 'GET', url: SETTINGS_URL, headers: { cookie: t.admin } })
  const acsUrl: string = view.json().data.acsUrl
  const idp = await startSamlIdp({ spEntityId: 'portal-sp', acsUrl })
  const saved = await t.app.inject({
    method: 'PUT',
    url: SETTINGS_URL,
    headers: { cookie: t.admin },
    payload: samlSettingsForm(idp),
  })
  expect(saved.statusCode).toBe(200)

  const steps: SamlSteps = {
    idp,
    acsUrl,
    start: async () => {
      const start = await t.app.inject({
        method: 'GET',
        url: new URL(acsUrl.replace('/saml/acs/', '/login/')).pathname,
      })
      expect(start.statusCode).toBe(302)
      const binding = start.cookies.find((item) => item.name === 'portal_sso_state')
      return { authorizeUrl: String(start.headers.location), cookie: `portal_sso_state=${binding?.value}` }
    },
    postToAcs: (samlResponse) =>
      t.app.inject({
        method: 'POST',
        url: new URL(acsUrl).pathname,
        headers: { ...FORM, origin: 'http://idp.example.test', 'sec-fetch-site': 'cross-site' },
        payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
      }),
    handoffOf: (page) => ({
      action: /<form [^>]*action="([^"]+)"/.exec(page.body)?.[1] ?? '',
      handle: /name="handle" value="([^"]+)"/.exec(page.body)?.[1] ?? '',
    }),
    complete: (handoff, cookie) =>
      t.app.inject({
        method: 'POST',
        url: handoff.action,
        headers: {
          ...FORM,
          origin: 'http://localhost:80',
          'sec-fetch-site': 'same-origin',
          ...(cookie ? { cookie } : {}),
        },
        payload: new URLSearchParams({ handle: handoff.handle }).toString(),
      }),
    signIn: async (email, options) => {
      const { authorizeUrl, cookie } = await steps.start()
      const page = await steps.postToAcs(await idp.answer(authorizeUrl, email, options))
      if (page.statusCode !== 200) return page
      return steps.complete(steps.handoffOf(page), cookie)
    },
  }
  return steps
}
