import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SSO_PROTOCOLS, ssoTenantParamsSchema } from '@portal/contract'
import { failureReason } from './failure-reason'
import { guardedFetch } from './guarded-fetch'
import type { OidcClientSettings } from './oidc-sign-in'
import { privateAddressPolicy } from './private-address-policy'
import type { SamlSpSettings } from './saml-sign-in'
import { ssoAddresses } from './sso-addresses'
import { loadSsoSettings, type SsoSettingsRecord } from './sso-settings-repository'
import { refuseSignIn } from './sso-sign-in'

export type SsoTenant = { tenantId: string; record: SsoSettingsRecord }

/**
 * What every single sign-on exchange reads: the tenant the path names (when it has single sign-on on), its
 * provider's settings with this portal's addresses, the login routes' rate limit, and the one way to fail.
 */
export function ssoFlowContext(app: FastifyInstance) {
  const { db } = app.store
  const providerFetch = guardedFetch(privateAddressPolicy(app.config.ssoPrivateHosts))
  return {
    db,
    config: { rateLimit: { max: app.config.loginRatePerMinute, timeWindow: 60_000 } },
    tenantOf: async (request: FastifyRequest): Promise<SsoTenant | null> => {
      const params = ssoTenantParamsSchema.safeParse(request.params)
      if (!params.success) return null
      const record = await db.withTenant(params.data.tenantId, loadSsoSettings)
      return record && record.protocol !== SSO_PROTOCOLS.off
        ? { tenantId: params.data.tenantId, record }
        : null
    },
    oidcSettings: ({ tenantId, record }: SsoTenant): OidcClientSettings => ({
      ...record.settings,
      clientSecret: record.clientSecret ?? '',
      redirectUri: ssoAddresses(app.config.publicUrl, tenantId).redirectUri,
      providerFetch,
    }),
    samlSettings: ({ tenantId, record }: SsoTenant): SamlSpSettings => ({
      ...record.settings,
      acsUrl: ssoAddresses(app.config.publicUrl, tenantId).acsUrl,
    }),
    /** Back to the login page with 'failed', logging why (never a token, assertion or secret). */
    failed: (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
      request.log.warn({ reason: failureReason(error) }, 'single sign-on failed')
      return refuseSignIn(reply, 'failed')
    },
  }
}

export type SsoFlowContext = ReturnType<typeof ssoFlowContext>
