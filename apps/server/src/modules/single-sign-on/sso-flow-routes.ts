import type { FastifyInstance } from 'fastify'
import { newSecretToken } from '../../lib/secret-token'
import { LOGIN_ROUTE_PATH, SSO_PATHS, SSO_PROTOCOLS } from '@portal/contract'
import { failureReason } from './failure-reason'
import { finishOidcSignIn, oidcEndSessionUrl, startOidcSignIn } from './oidc-sign-in'
import { samlExchangeRoutes } from './saml-exchange-routes'
import { samlRequestCache } from './saml-request-cache'
import { samlLogoutUrl, startSamlSignIn } from './saml-sign-in'
import { ssoAddresses } from './sso-addresses'
import { bindToBrowser, SSO_REQUEST_TTL_SECONDS, takeBrowserBinding, tokenHash } from './sso-browser-binding'
import { ssoFlowContext } from './sso-flow-context'
import { insertSsoRequest, takeSsoLogin, takeSsoRequest } from './sso-settings-repository'
import { SSO_COOKIE_PATH, SSO_LOGIN_COOKIE, refuseSignIn, signInAs } from './sso-sign-in'

const SAML_RESPONSE_MAX_BYTES = 512 * 1024

/**
 * The single sign-on exchanges, which answer with redirects rather than the envelope: the start (ssoInfo's
 * loginUrl), the OpenID Connect callback, the SAML ACS and its completion, and the logout (ssoInfo's logoutUrl).
 * Every sign-in is bound to the browser that started it by an HttpOnly cookie (OIDC: its state; SAML: a random
 * value whose hash the request keeps). Any failure ends on the login page with a reason; no secret, token or
 * assertion is logged.
 */
export async function ssoFlowRoutes(app: FastifyInstance) {
  const flow = ssoFlowContext(app)
  const { db, config } = flow
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: SAML_RESPONSE_MAX_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  app.get(SSO_PATHS.start(':tenantId'), { config }, async (request, reply) => {
    const tenant = await flow.tenantOf(request)
    if (!tenant) return reply.redirect(LOGIN_ROUTE_PATH)
    try {
      if (tenant.record.protocol === SSO_PROTOCOLS.saml) {
        const binding = newSecretToken()
        const requests = samlRequestCache(db, tenant.tenantId, tokenHash(binding))
        const url = await startSamlSignIn(flow.samlSettings(tenant), requests)
        bindToBrowser(request, reply, binding)
        return reply.redirect(url)
      }
      const { url, pending } = await startOidcSignIn(flow.oidcSettings(tenant))
      await db.withTenant(tenant.tenantId, (tx) =>
        insertSsoRequest(tx, { handle: pending.state, ...pending, ttlSeconds: SSO_REQUEST_TTL_SECONDS }),
      )
      bindToBrowser(request, reply, pending.state)
      return reply.redirect(url)
    } catch (error) {
      return flow.failed(request, reply, error)
    }
  })

  app.get(SSO_PATHS.oidcCallback(':tenantId'), { config }, async (request, reply) => {
    const tenant = await flow.tenantOf(request)
    const state = takeBrowserBinding(request, reply)
    if (!tenant || tenant.record.protocol !== SSO_PROTOCOLS.oidc || !state)
      return refuseSignIn(reply, 'failed')
    try {
      const pending = await db.withTenant(tenant.tenantId, (tx) => takeSsoRequest(tx, state))
      if (!pending?.nonce || !pending.codeVerifier) return refuseSignIn(reply, 'failed')
      const callbackQuery = new URL(request.url, 'http://callback.invalid').search
      const found = await finishOidcSignIn(flow.oidcSettings(tenant), callbackQuery, {
        state,
        nonce: pending.nonce,
        codeVerifier: pending.codeVerifier,
      })
      return await signInAs(request, reply, {
        tenantId: tenant.tenantId,
        settings: tenant.record.settings,
        value: found.value,
        isMultiFactor: found.isMultiFactor,
        login: { protocol: 'OIDC', idToken: found.idToken },
      })
    } catch (error) {
      return flow.failed(request, reply, error)
    }
  })

  samlExchangeRoutes(app, flow)

  // After the portal's own logout: ends the provider's session where it offers that, else back to login.
  app.get(SSO_PATHS.logout(':tenantId'), { config }, async (request, reply) => {
    const handle = request.cookies[SSO_LOGIN_COOKIE]
    reply.clearCookie(SSO_LOGIN_COOKIE, { path: SSO_COOKIE_PATH })
    const tenant = await flow.tenantOf(request)
    const login =
      tenant && handle ? await db.withTenant(tenant.tenantId, (tx) => takeSsoLogin(tx, handle)) : null
    if (!tenant || !login || login.protocol !== tenant.record.protocol)
      return reply.redirect(LOGIN_ROUTE_PATH)
    try {
      const providerUrl =
        login.protocol === 'OIDC'
          ? await oidcEndSessionUrl(
              flow.oidcSettings(tenant),
              login.idToken,
              ssoAddresses(app.config.publicUrl, tenant.tenantId).postLogoutRedirectUri,
            )
          : await samlLogoutUrl(flow.samlSettings(tenant), samlRequestCache(db, tenant.tenantId), {
              nameId: login.nameId ?? '',
              nameIdFormat: login.nameIdFormat ?? '',
              sessionIndex: login.sessionIndex ?? null,
            })
      return reply.redirect(providerUrl ?? LOGIN_ROUTE_PATH)
    } catch (error) {
      request.log.warn({ reason: failureReason(error) }, 'provider logout failed')
      return reply.redirect(LOGIN_ROUTE_PATH)
    }
  })
}
