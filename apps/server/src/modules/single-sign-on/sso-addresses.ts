import { LOGIN_ROUTE_PATH, SSO_PATHS } from '@portal/contract'

/**
 * The addresses of this portal a tenant's provider knows: where a sign-in starts and ends, where the provider
 * sends the browser back (OIDC redirect URI, SAML ACS), and where it lands after the provider's logout. They
 * are built from the configured PUBLIC_URL only, never from the request's Host, which its sender chooses.
 * @example ssoAddresses('https://crm.example.cn', id).redirectUri // 'https://crm.example.cn/api/v1/sso/oidc/callback/<id>'
 */
export const ssoAddresses = (publicUrl: string, tenantId: string) => ({
  loginUrl: publicUrl + SSO_PATHS.start(tenantId),
  logoutUrl: publicUrl + SSO_PATHS.logout(tenantId),
  redirectUri: publicUrl + SSO_PATHS.oidcCallback(tenantId),
  acsUrl: publicUrl + SSO_PATHS.samlAcs(tenantId),
  postLogoutRedirectUri: publicUrl + LOGIN_ROUTE_PATH,
})
