import { z } from 'zod'

/** How a tenant's staff may sign in beside passwords: not at all, OpenID Connect, or SAML 2.0. */
export const SSO_PROTOCOLS = { off: 'OFF', oidc: 'OIDC', saml: 'SAML' } as const
export type SsoProtocol = (typeof SSO_PROTOCOLS)[keyof typeof SSO_PROTOCOLS]

/** The staff account field a provider's claim (or SAML attribute, or NameID) is matched against. */
export const SSO_MATCH_FIELDS = ['email', 'employeeNo'] as const
export type SsoMatchField = (typeof SSO_MATCH_FIELDS)[number]

/** The SAML "attribute" that means the assertion's NameID rather than one of its attributes. */
export const SAML_NAME_ID = 'nameID'
export const SSO_DEFAULT_SCOPES = 'openid email profile'
export const SSO_CERTIFICATE_MAX_LENGTH = 20_000

const optionalHttpUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((value) => !value || z.url({ protocol: /^https?$/ }).safeParse(value).success, 'sso.urlInvalid')
  .default('')

/** A claim or attribute name: letters, digits and `_ . : / -`, as OIDC claims and SAML attribute names are. */
const claimName = z
  .string()
  .trim()
  .regex(/^[A-Za-z_][\w.:/-]{0,199}$/, 'sso.claimInvalid')

const PEM_CERTIFICATE = /^-----BEGIN CERTIFICATE-----\s*[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----$/

/**
 * A tenant's single sign-on as its administrator saves it. Fields of the other protocol are kept but unused; an
 * empty client secret keeps the one stored (the browser never sees it).
 */
export const ssoSettingsFormSchema = z
  .object({
    protocol: z.enum([SSO_PROTOCOLS.off, SSO_PROTOCOLS.oidc, SSO_PROTOCOLS.saml]),
    matchField: z.enum(SSO_MATCH_FIELDS).default('email'),
    issuerUrl: optionalHttpUrl,
    clientId: z.string().trim().max(200).default(''),
    clientSecret: z.string().max(500).default(''),
    scopes: z.string().trim().max(300).default(SSO_DEFAULT_SCOPES),
    claim: claimName.default('email'),
    entryPoint: optionalHttpUrl,
    idpLogoutUrl: optionalHttpUrl,
    idpCertificate: z.string().trim().max(SSO_CERTIFICATE_MAX_LENGTH).default(''),
    spEntityId: z.string().trim().max(300).default(''),
    samlAttribute: claimName.default(SAML_NAME_ID),
  })
  .superRefine((form, context) => {
    const need = (isMissing: boolean, path: string, message: string) => {
      if (isMissing) context.addIssue({ code: 'custom', path: [path], message })
    }
    if (form.protocol === SSO_PROTOCOLS.oidc) {
      need(!form.issuerUrl, 'issuerUrl', 'sso.issuerRequired')
      need(!form.clientId, 'clientId', 'sso.clientIdRequired')
      need(!form.scopes.split(/\s+/).includes('openid'), 'scopes', 'sso.scopesNeedOpenid')
    }
    if (form.protocol === SSO_PROTOCOLS.saml) {
      need(!form.entryPoint, 'entryPoint', 'sso.entryPointRequired')
      need(!PEM_CERTIFICATE.test(form.idpCertificate), 'idpCertificate', 'sso.certificateInvalid')
      need(!form.spEntityId, 'spEntityId', 'sso.spEntityIdRequired')
    }
  })
export type SsoSettingsForm = z.input<typeof ssoSettingsFormSchema>

/**
 * A tenant's single sign-on as its administrator sees it: the secret only as set or not, and the addresses of
 * this portal to register at the provider.
 */
export const ssoSettingsViewSchema = z.object({
  protocol: z.enum([SSO_PROTOCOLS.off, SSO_PROTOCOLS.oidc, SSO_PROTOCOLS.saml]),
  matchField: z.enum(SSO_MATCH_FIELDS),
  issuerUrl: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  scopes: z.string(),
  claim: z.string(),
  entryPoint: z.string(),
  idpLogoutUrl: z.string(),
  idpCertificate: z.string(),
  spEntityId: z.string(),
  samlAttribute: z.string(),
  /** OpenID Connect redirect URI and post-logout redirect URI, SAML ACS URL: this portal's addresses. */
  redirectUri: z.string(),
  postLogoutRedirectUri: z.string(),
  acsUrl: z.string(),
})
export type SsoSettingsView = z.infer<typeof ssoSettingsViewSchema>

/** Why a single sign-on came back to the login page without a session (the `ssoError` search parameter). */
export const SSO_LOGIN_ERRORS = ['unknown', 'stopped', 'failed'] as const
export type SsoLoginError = (typeof SSO_LOGIN_ERRORS)[number]
