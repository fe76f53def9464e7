import http from 'node:http'
import type { AddressInfo } from 'node:net'
import * as samlify from 'samlify'
import { generate } from 'selfsigned'

// The test IdP parses only our own AuthnRequests; samlify asks for an XML schema validator all the same.
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped') })

type KeyPair = { privateKey: string; certificate: string }

/** A key pair and self-signed certificate made for one test, nothing downloaded. */
export async function idpKeyPair(): Promise<KeyPair> {
  const pems = await generate([{ name: 'commonName', value: 'test-idp.local' }], {
    keySize: 2048,
    algorithm: 'sha256',
  })
  return { privateKey: pems.private, certificate: pems.cert }
}

export type AnswerOptions = { signingKey?: KeyPair; acsUrl?: string }

export type SamlIdpPeer = {
  /** The IdP's sign-in URL (redirect binding) and logout URL, for the tenant's settings. */
  entryPoint: string
  logoutUrl: string
  certificate: string
  /**
   * The IdP's signed answer (a base64 SAMLResponse) to the AuthnRequest carried by `authorizeUrl`, naming
   * `email` as its NameID; signed by `signingKey` when given (an impostor), else by the IdP's own key; addressed
   * (Destination and Recipient) to `acsUrl` when given, else to the service provider's own.
   */
  answer: (authorizeUrl: string, email: string, options?: AnswerOptions) => Promise<string>
  close: () => Promise<void>
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * A real SAML 2.0 identity provider (samlify) on a loopback port, for the service provider `spEntityId` whose
 * ACS is `acsUrl`: it signs its assertions with a key made for the test, and signs in whoever types a name into
 * its own login form.
 */
export async function startSamlIdp(sp: { spEntityId: string; acsUrl: string }): Promise<SamlIdpPeer> {
  const keys = await idpKeyPair()
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const serviceProvider = (acsUrl: string) =>
    samlify.ServiceProvider({
      entityID: sp.spEntityId,
      wantAssertionsSigned: true,
      assertionConsumerService: [{ Binding: samlify.Constants.namespace.binding.post, Location: acsUrl }],
    })
  const identityProvider = (signing: KeyPair) =>
    samlify.IdentityProvider({
      entityID: `${origin}/metadata`,
      privateKey: signing.privateKey,
      signingCert: signing.certificate,
      wantAuthnRequestsSigned: false,
      nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'],
      singleSignOnService: [
        { Binding: samlify.Constants.namespace.binding.redirect, Location: `${origin}/sso` },
      ],
      singleLogoutService: [
        { Binding: samlify.Constants.namespace.binding.redirect, Location: `${origin}/slo` },
      ],
    })
  const answerQuery = async (query: Record<string, string>, email: string, options: AnswerOptions = {}) => {
    const idp = identityProvider(options.signingKey ?? keys)
    const addressee = serviceProvider(options.acsUrl ?? sp.acsUrl)
    const request = await idp.parseLoginRequest(addressee, 'redirect', { query })
    const response = await idp.createLoginResponse(
      addressee,
      request as unknown as Parameters<typeof idp.createLoginResponse>[1],
      'post',
      { email },
    )
    return response.context
  }

  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', origin)
    const page = (body: string) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        `<!doctype html><html lang="en"><head><title>Test IdP</title></head><body>${body}</body></html>`,
      )
    }
    if (url.pathname === '/sso' && request.method === 'GET') {
      page(`<form method="post" action="/sso"><input type="hidden" name="SAMLRequest"
        value="${escapeHtml(url.searchParams.get('SAMLRequest') ?? '')}"><label>User name
        <input name="username"></label><button type="submit">Sign in at IdP</button></form>`)
      return
    }
    if (url.pathname === '/sso' && request.method === 'POST') {
      let body = ''
      request.on('data', (chunk) => (body += String(chunk)))
      request.on('end', () => {
        const form = new URLSearchParams(body)
        answerQuery({ SAMLRequest: form.get('SAMLRequest') ?? '' }, form.get('username') ?? '')
          .then((samlResponse) =>
            page(`<form method="post" action="${escapeHtml(sp.acsUrl)}"><input type="hidden"
              name="SAMLResponse" value="${escapeHtml(samlResponse)}"></form>
              <script>document.forms[0].submit()</script>`),
          )
          .catch(() => {
            response.writeHead(400)
            response.end('bad request')
          })
      })
      return
    }
    if (url.pathname === '/slo') return page('<h1>Signed out of the IdP</h1>')
    response.writeHead(404)
    response.end()
  })

  return {
    entryPoint: `${origin}/sso`,
    logoutUrl: `${origin}/slo`,
    certificate: keys.certificate,
    answer: (authorizeUrl, email, options) =>
      answerQuery(Object.fromEntries(new URL(authorizeUrl).searchParams), email, options),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
