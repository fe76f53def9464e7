import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export type OidcProviderPeer = {
  issuer: string
  clientId: string
  clientSecret: string
  close: () => Promise<void>
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, with its own development
 * login form (any login and password): the login typed becomes the subject and the e-mail claim. One client,
 * confidential, PKCE required, with the portal's redirect and post-logout addresses.
 */
export async function startOidcProvider(portal: {
  redirectUri: string
  postLogoutRedirectUri: string
}): Promise<OidcProviderPeer> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const client = { clientId: 'portal-test', clientSecret: 'a-client-secret-for-the-test' }
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [portal.redirectUri],
        post_logout_redirect_uris: [portal.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    claims: { openid: ['sub'], email: ['email'] },
    findAccount: (_context, sub) => ({ accountId: sub, claims: () => ({ sub, email: sub }) }),
    cookies: { keys: ['a-cookie-key-for-the-test'] },
  })
  server.on('request', provider.callback())
  return {
    issuer,
    ...client,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
