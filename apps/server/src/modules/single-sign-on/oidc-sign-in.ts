import type * as oidcTypes from 'openid-client'
import { loadOnFirstUse } from '../../lib/load-on-first-use'
import { isMultiFactorAmr } from './provider-mfa'
import type { StoredSsoSettings } from './sso-settings-repository'

/**
 * A tenant's OpenID Connect client: its provider's settings, its secret, this portal's addresses, and the fetch
 * every call to the provider goes through (which refuses private addresses the operator did not allow).
 */
export type OidcClientSettings = Pick<StoredSsoSettings, 'issuerUrl' | 'clientId' | 'scopes' | 'claim'> & {
  clientSecret: string
  redirectUri: string
  providerFetch: oidcTypes.CustomFetch
}

// With its JOSE stack, loaded by the first OpenID Connect sign-in, never on the start's path.
const loadOidc = loadOnFirstUse(() => import('openid-client'))

/** How long a provider's discovery document is reused: a sign-in starts, comes back and logs out on one. */
const DISCOVERY_REUSE_MS = 5 * 60_000
const discovered = new Map<string, { at: number; config: Promise<oidcTypes.Configuration> }>()

/**
 * The provider's configuration from its discovery document, fetched once for the start, the callback and the
 * logout of a few minutes (a failed fetch is not kept). An http issuer is accepted (saving one needs a host on
 * the operator's allow-list) for a provider on the same private network.
 */
const discover = (settings: OidcClientSettings): Promise<oidcTypes.Configuration> => {
  const key = JSON.stringify([settings.issuerUrl, settings.clientId, settings.clientSecret])
  const known = discovered.get(key)
  if (known && Date.now() - known.at < DISCOVERY_REUSE_MS) return known.config
  const config = loadOidc().then((oidc) =>
    oidc.discovery(new URL(settings.issuerUrl), settings.clientId, settings.clientSecret, undefined, {
      execute: new URL(settings.issuerUrl).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      [oidc.customFetch]: settings.providerFetch,
    }),
  )
  discovered.set(key, { at: Date.now(), config })
  config.catch(() => discovered.delete(key))
  return config
}

/** What a started sign-in keeps on the server until the provider sends the browser back. */
export type OidcPending = { state: string; nonce: string; codeVerifier: string }

/**
 * Starts an authorisation-code sign-in with PKCE (S256): the provider's authorisation URL, and the state, nonce
 * and verifier to keep on the server.
 */
export async function startOidcSignIn(
  settings: OidcClientSettings,
): Promise<{ url: string; pending: OidcPending }> {
  const [oidc, config] = await Promise.all([loadOidc(), discover(settings)])
  const pending = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  }
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: settings.redirectUri,
    scope: settings.scopes,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  })
  return { url: url.href, pending }
}

/**
 * Exchanges the code the provider sent back (checking state, nonce, PKCE and the ID token), and reads the
 * configured claim from the ID token, else from the userinfo endpoint.
 * @returns the claim's value (null when the provider has none), the ID token (for the logout's hint), and
 * whether its `amr` says the provider used a second factor
 */
export async function finishOidcSignIn(
  settings: OidcClientSettings,
  callbackQuery: string,
  pending: OidcPending,
): Promise<{ value: string | null; idToken: string | null; isMultiFactor: boolean }> {
  const [oidc, config] = await Promise.all([loadOidc(), discover(settings)])
  const currentUrl = new URL(settings.redirectUri)
  currentUrl.search = callbackQuery
  const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  })
  const claims = tokens.claims()
  let value = claims?.[settings.claim]
  if (value === undefined && claims) {
    const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)
    value = userInfo[settings.claim]
  }
  return {
    value: typeof value === 'string' && value ? value : null,
    idToken: tokens.id_token ?? null,
    isMultiFactor: isMultiFactorAmr(claims?.amr),
  }
}

/** The provider's end-session URL with the ID token as hint, or null when it offers none. */
export async function oidcEndSessionUrl(
  settings: OidcClientSettings,
  idToken: string | null | undefined,
  postLogoutRedirectUri: string,
): Promise<string | null> {
  const [oidc, config] = await Promise.all([loadOidc(), discover(settings)])
  if (!config.serverMetadata().end_session_endpoint) return null
  return oidc.buildEndSessionUrl(config, {
    post_logout_redirect_uri: postLogoutRedirectUri,
    ...(idToken ? { id_token_hint: idToken } : {}),
  }).href
}
