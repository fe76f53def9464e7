import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LOGIN_ROUTE_PATH, SSO_PATHS, SSO_PROTOCOLS, ssoTenantParamsSchema } from '@portal/contract'
import { failureReason } from './failure-reason'
import { guardedFetch } from './guarded-fetch'
import { privateAddressPolicy } from './private-address-policy'
import { finishOidcSignIn, oidcEndSessionUrl, startOidcSignIn } from './oidc-sign-in'
import { samlRequestCache } from './saml-request-cache'
import { finishSamlSignIn, samlLogoutUrl, startSamlSignIn } from './saml-sign-in'
import { SSO_COOKIE_PATH, SSO_LOGIN_COOKIE, refuseSignIn, signInAs } from './sso-sign-in'
import { requestOrigin, ssoAddresses } from './sso-addresses'
import {
  insertSsoRequest,
  loadSsoSettings,
  takeSsoLogin,
  takeSsoRequest,
  type SsoSettingsRecord,
} from './sso-settings-repository'

/** The HttpOnly cookie holding an OpenID Connect sign-in's state, binding the callback to this browser. */
const STATE_COOKIE = 'portal_sso_state'
const OIDC_REQUEST_TTL_SECONDS = 600
const SAML_RESPONSE_MAX_BYTES = 512 * 1024

type Tenant = { tenantId: string; record: SsoSettingsRecord }

/**
 * The single sign-on exchanges, which answer with redirects rather than the envelope: the start (ssoInfo's
 * loginUrl), the OpenID Connect callback, the SAML ACS and the logout (ssoInfo's logoutUrl). Any failure ends on
 * the login page with a reason; no secret, token or assertion is logged.
 */
export async function ssoFlowRoutes(app: FastifyInstance) {
  const { db } = app.store
  const providerFetch = guardedFetch(privateAddressPolicy(app.config.ssoPrivateHosts))
  const config = { rateLimit: { max: app.config.loginRatePerMinute, timeWindow: 60_000 } }
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: SAML_RESPONSE_MAX_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  /** The tenant named in the path, when it has single sign-on on. */
  const tenantOf = async (request: FastifyRequest): Promise<Tenant | null> => {
    const params = ssoTenantParamsSchema.safeParse(request.params)
    if (!params.success) return null
    const record = await db.withTenant(params.data.tenantId, loadSsoSettings)
    return record && record.protocol !== SSO_PROTOCOLS.off ? { tenantId: params.data.tenantId, record } : null
  }
  const oidcSettings = (request: FastifyRequest, { tenantId, record }: Tenant) => ({
    ...record.settings,
    clientSecret: record.clientSecret ?? '',
    redirectUri: ssoAddresses(requestOrigin(request), tenantId).redirectUri,
    providerFetch,
  })
  const samlSettings = (request: FastifyRequest, { tenantId, record }: Tenant) => ({
    ...record.settings,
    acsUrl: ssoAddresses(requestOrigin(request), tenantId).acsUrl,
  })
  const failed = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    request.log.warn({ reason: failureReason(error) }, 'single sign-on failed')
    return refuseSignIn(reply, 'failed')
  }

  app.get(SSO_PATHS.start(':tenantId'), { config }, async (request, reply) => {
    const tenant = await tenantOf(request)
    if (!tenant) return reply.redirect(LOGIN_ROUTE_PATH)
    try {
      if (tenant.record.protocol === SSO_PROTOCOLS.saml)
        return reply.redirect(
          await startSamlSignIn(samlSettings(request, tenant), samlRequestCache(db, tenant.tenantId)),
        )
      const { url, pending } = await startOidcSignIn(oidcSettings(request, tenant))
      await db.withTenant(tenant.tenantId, (tx) =>
        insertSsoRequest(tx, { handle: pending.state, ...pending, ttlSeconds: OIDC_REQUEST_TTL_SECONDS }),
      )
      reply.setCookie(STATE_COOKIE, pending.state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: SSO_COOKIE_PATH,
        maxAge: OIDC_REQUEST_TTL_SECONDS,
      })
      return reply.redirect(url)
    } catch (error) {
      return failed(request, reply, error)
    }
  })

  app.get(SSO_PATHS.oidcCallback(':tenantId'), { config }, async (request, reply) => {
    const tenant = await tenantOf(request)
    const state = request.cookies[STATE_COOKIE]
    reply.clearCookie(STATE_COOKIE, { path: SSO_COOKIE_PATH })
    if (!tenant || tenant.record.protocol !== SSO_PROTOCOLS.oidc || !state)
      return refuseSignIn(reply, 'failed')
    try {
      const pending = await db.withTenant(tenant.tenantId, (tx) => takeSsoRequest(tx, state))
      if (!pending?.nonce || !pending.codeVerifier) return refuseSignIn(reply, 'failed')
      const callbackQuery = new URL(request.url, 'http://callback.invalid').search
      const found = await finishOidcSignIn(oidcSettings(request, tenant), callbackQuery, {
        state,
        nonce: pending.nonce,
        codeVerifier: pending.codeVerifier,
      })
      return await signInAs(request, reply, {
        tenantId: tenant.tenantId,
        settings: tenant.record.settings,
        value: found.value,
        login: { protocol: 'OIDC', idToken: found.idToken },
      })
    } catch (error) {
      return failed(request, reply, error)
    }
  })

  app.post(
    SSO_PATHS.samlAcs(':tenantId'),
    { config: { ...config, acceptsCrossSite: true } },
    async (request, reply) => {
      const tenant = await tenantOf(request)
      const body = request.body as Record<string, unknown> | undefined
      const samlResponse = typeof body?.SAMLResponse === 'string' ? body.SAMLResponse : ''
      if (!tenant || tenant.record.protocol !== SSO_PROTOCOLS.saml || !samlResponse)
        return refuseSignIn(reply, 'failed')
      try {
        const identity = await finishSamlSignIn(
          samlSettings(request, tenant),
          samlRequestCache(db, tenant.tenantId),
          samlResponse,
        )
        return await signInAs(request, reply, {
          tenantId: tenant.tenantId,
          settings: tenant.record.settings,
          value: identity.value,
          login: { protocol: 'SAML', ...identity },
        })
      } catch (error) {
        return failed(request, reply, error)
      }
    },
  )

  // After the portal's own logout: ends the provider's session where it offers that, else back to login.
  app.get(SSO_PATHS.logout(':tenantId'), { config }, async (request, reply) => {
    const handle = request.cookies[SSO_LOGIN_COOKIE]
    reply.clearCookie(SSO_LOGIN_COOKIE, { path: SSO_COOKIE_PATH })
    const tenant = await tenantOf(request)
    const login =
      tenant && handle ? await db.withTenant(tenant.tenantId, (tx) => takeSsoLogin(tx, handle)) : null
    if (!tenant || !login || login.protocol !== tenant.record.protocol)
      return reply.redirect(LOGIN_ROUTE_PATH)
    try {
      const providerUrl =
        login.protocol === 'OIDC'
          ? await oidcEndSessionUrl(
              oidcSettings(request, tenant),
              login.idToken,
              ssoAddresses(requestOrigin(request), tenant.tenantId).postLogoutRedirectUri,
            )
          : await samlLogoutUrl(samlSettings(request, tenant), samlRequestCache(db, tenant.tenantId), {
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
