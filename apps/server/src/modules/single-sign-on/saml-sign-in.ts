import type { CacheProvider, Profile } from '@node-saml/node-saml'
import { SAML_NAME_ID } from '@portal/contract'
import { loadOnFirstUse } from '../../lib/load-on-first-use'
import type { StoredSsoSettings } from './sso-settings-repository'
import { isMultiFactorAssertion } from './provider-mfa'
import { SSO_REQUEST_TTL_SECONDS } from './sso-browser-binding'

/** A tenant's SAML service provider: the IdP's settings and this portal's ACS URL. */
export type SamlSpSettings = Pick<
  StoredSsoSettings,
  'entryPoint' | 'idpLogoutUrl' | 'idpCertificate' | 'spEntityId' | 'samlAttribute'
> & { acsUrl: string }

// node-saml with its XML signature stack, and the checks that parse the response's XML: loaded by the first SAML
// sign-in, never on the start's path.
const loadNodeSaml = loadOnFirstUse(() => import('@node-saml/node-saml'))
const loadResponseChecks = loadOnFirstUse(() => import('./saml-response-checks'))

/** The clock skew allowed with the IdP. */
const CLOCK_SKEW_MS = 60_000

/**
 * The service provider: SP-initiated over the redirect binding, responses to our ACS over POST, every assertion
 * signed by the tenant's IdP certificate, and each response answering a request of ours (InResponseTo, kept in
 * `requests`), used once.
 */
const serviceProvider = async (settings: SamlSpSettings, requests: CacheProvider) => {
  const { SAML, ValidateInResponseTo } = await loadNodeSaml()
  return new SAML({
    entryPoint: settings.entryPoint,
    issuer: settings.spEntityId,
    audience: settings.spEntityId,
    callbackUrl: settings.acsUrl,
    idpCert: settings.idpCertificate,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SSO_REQUEST_TTL_SECONDS * 1000,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    cacheProvider: requests,
    disableRequestedAuthnContext: true,
    ...(settings.idpLogoutUrl ? { logoutUrl: settings.idpLogoutUrl } : {}),
  })
}

/** The IdP's sign-in URL carrying our AuthnRequest (redirect binding). */
export const startSamlSignIn = async (settings: SamlSpSettings, requests: CacheProvider): Promise<string> =>
  (await serviceProvider(settings, requests)).getAuthorizeUrlAsync('', undefined, {})

/** Who a verified assertion names, and what its logout needs. */
export type SamlIdentity = {
  value: string | null
  nameId: string
  nameIdFormat: string
  sessionIndex: string | null
  /** The assertion's AuthnContextClassRef is a multi-factor class. */
  isMultiFactor: boolean
}

/**
 * Checks a posted SAMLResponse (signature by the IdP certificate, audience, times including the subject
 * confirmation's NotOnOrAfter, InResponseTo, and that it is addressed to our ACS) and reads the configured
 * attribute, or the NameID.
 * @throws when the response is not valid
 */
export async function finishSamlSignIn(
  settings: SamlSpSettings,
  requests: CacheProvider,
  samlResponse: string,
): Promise<SamlIdentity> {
  const [provider, { checkAddressedTo }] = await Promise.all([
    serviceProvider(settings, requests),
    loadResponseChecks(),
  ])
  const { profile } = await provider.validatePostResponseAsync({ SAMLResponse: samlResponse })
  if (!profile) throw new Error('no SAML profile')
  checkAddressedTo(profile, settings.acsUrl)
  const raw = settings.samlAttribute === SAML_NAME_ID ? profile.nameID : profile[settings.samlAttribute]
  const value = Array.isArray(raw) ? raw[0] : raw
  return {
    value: typeof value === 'string' && value ? value : null,
    nameId: profile.nameID,
    nameIdFormat: profile.nameIDFormat,
    sessionIndex: typeof profile.sessionIndex === 'string' ? profile.sessionIndex : null,
    isMultiFactor: isMultiFactorAssertion(profile.getAssertionXml?.()),
  }
}

/** The IdP's logout URL with a LogoutRequest for this sign-in, or null when the tenant set no logout URL. */
export async function samlLogoutUrl(
  settings: SamlSpSettings,
  requests: CacheProvider,
  identity: Pick<SamlIdentity, 'nameId' | 'nameIdFormat' | 'sessionIndex'>,
): Promise<string | null> {
  if (!settings.idpLogoutUrl) return null
  const profile: Profile = {
    issuer: settings.spEntityId,
    nameID: identity.nameId,
    nameIDFormat: identity.nameIdFormat,
    ...(identity.sessionIndex ? { sessionIndex: identity.sessionIndex } : {}),
  }
  return (await serviceProvider(settings, requests)).getLogoutUrlAsync(profile, '', {})
}
