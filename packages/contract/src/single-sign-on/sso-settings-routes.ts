import { z } from 'zod'
import { SETTINGS_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { ssoSettingsFormSchema, ssoSettingsViewSchema } from './sso-settings-schemas'

/** The tenant's single sign-on settings (§7 SSO config), for its administrator. */
export const ssoSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/sso/ssoConfig/tenant',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.singleSignOn,
  response: ssoSettingsViewSchema,
})

export const saveSsoSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/sso/ssoConfig/tenant',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.singleSignOn,
  body: ssoSettingsFormSchema,
  response: ssoSettingsViewSchema,
})

/**
 * The server's own single sign-on addresses (redirects and the ACS's continue page, not envelope routes), under
 * one prefix, all public: the SAML ACS takes the IdP's cross-site POST; its page posts the one-time handle,
 * same-site, to samlComplete, which finishes the login only for the browser that started it.
 */
export const SSO_PATHS = {
  start: (tenantId: string) => `/api/v1/sso/login/${tenantId}`,
  logout: (tenantId: string) => `/api/v1/sso/logout/${tenantId}`,
  oidcCallback: (tenantId: string) => `/api/v1/sso/oidc/callback/${tenantId}`,
  samlAcs: (tenantId: string) => `/api/v1/sso/saml/acs/${tenantId}`,
  samlComplete: (tenantId: string) => `/api/v1/sso/saml/complete/${tenantId}`,
  samlContinueScript: '/api/v1/sso/saml/continue.js',
} as const

export const ssoTenantParamsSchema = z.object({ tenantId: z.uuid() })
