import type { FastifyRequest } from 'fastify'
import { LOGIN_ROUTE_PATH, SSO_PATHS } from '@portal/contract'

/** This portal's origin as the browser reached it: the host the administrator and the staff use. */
export const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`

/**
 * The addresses of this portal a tenant's provider knows: where a sign-in starts and ends, where the provider
 * sends the browser back (OIDC redirect URI, SAML ACS), and where it lands after the provider's logout.
 * @example ssoAddresses('https://crm.example.cn', id).redirectUri // 'https://crm.example.cn/api/v1/sso/oidc/callback/<id>'
 */
export const ssoAddresses = (origin: string, tenantId: string) => ({
  loginUrl: origin + SSO_PATHS.start(tenantId),
  logoutUrl: origin + SSO_PATHS.logout(tenantId),
  redirectUri: origin + SSO_PATHS.oidcCallback(tenantId),
  acsUrl: origin + SSO_PATHS.samlAcs(tenantId),
  postLogoutRedirectUri: origin + LOGIN_ROUTE_PATH,
})
