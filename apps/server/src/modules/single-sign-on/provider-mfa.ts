/**
 * RFC 8176 authentication method references that mean more than a password was used: several factors, several
 * channels, a one-time password, or a proof of possession of a hardware or software key or a smart card.
 */
const MULTI_FACTOR_AMR = new Set(['mfa', 'mca', 'otp', 'hwk', 'swk', 'sc'])

/**
 * Whether an OpenID Connect ID token's `amr` says the provider used a second factor.
 * @example isMultiFactorAmr(['pwd', 'otp']) // true; isMultiFactorAmr(['pwd']) // false; isMultiFactorAmr(undefined) // false
 */
export const isMultiFactorAmr = (amr: unknown): boolean =>
  Array.isArray(amr) && amr.some((method) => typeof method === 'string' && MULTI_FACTOR_AMR.has(method))

/**
 * SAML authentication context classes of several factors: SAML 2.0's two-factor, token and smart-card classes,
 * REFEDS MFA, and Microsoft Entra's multiple-authentication claim.
 */
const MULTI_FACTOR_CLASSES = new Set([
  'urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorContract',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorUnregistered',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:TimeSyncToken',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:Smartcard',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:SmartcardPKI',
  'https://refeds.org/profile/mfa',
  'http://schemas.microsoft.com/claims/multipleauthn',
])

/**
 * Whether a verified assertion's AuthnContextClassRef is a multi-factor class.
 * @example isMultiFactorAssertion('<saml:AuthnContextClassRef>https://refeds.org/profile/mfa</saml:AuthnContextClassRef>') // true
 */
export function isMultiFactorAssertion(assertionXml: string | null | undefined): boolean {
  const classRef = /<(?:[\w-]+:)?AuthnContextClassRef>\s*([^<\s]+)\s*</.exec(assertionXml ?? '')?.[1]
  return classRef !== undefined && MULTI_FACTOR_CLASSES.has(classRef)
}
