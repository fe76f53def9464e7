import { createRequire } from 'node:module'
import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi'
import {
  SESSION_COOKIE_NAME,
  type Domain,
  type HttpMethod,
  type RouteCredential,
  type RouteDefinition,
} from '@portal/contract'
import { SECURITY_SCHEMES, routeOperation } from './route-operation'

const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string }

const DESCRIPTION = [
  'Every answer but a file download is the envelope `{ code, message, data }`; `code` 10000 means success.',
  `A browser session is the HttpOnly \`${SESSION_COOKIE_NAME}\` cookie set by the login.`,
  'A state-changing call from another site (its Origin or Sec-Fetch-Site says so) is refused.',
  'Generated from the contract: the same route definitions and schemas the server checks.',
].join(' ')

type OpenApiMethod = Lowercase<HttpMethod>

/** A signed route's scheme: the header or query parameter its sender's signature or token travels in. */
const credentialScheme = (scheme: NonNullable<RouteCredential['scheme']>, description: string) =>
  ({ type: 'apiKey', in: scheme.in, name: scheme.parameter, description }) as const

/**
 * The OpenAPI 3.1 document of the routes of the given domains that this process serves (the demo-mode routes
 * only on a demo server), generated from their route definitions.
 * @example buildOpenApiDocument(DOMAINS, { isServed: ({ method, path }) => app.hasRoute({ method, url: path }) })
 * @param isServed whether this process serves a route; every route unless said
 */
export function buildOpenApiDocument(
  domains: readonly Domain[],
  { isServed = () => true }: { isServed?: (route: RouteDefinition) => boolean } = {},
) {
  const paths: ZodOpenApiPathsObject = {}
  const tags = new Set<string>()
  const signedSchemes: Record<string, ReturnType<typeof credentialScheme>> = {}
  for (const domain of domains) {
    for (const [key, route] of Object.entries(domain.routes ?? {})) {
      if (!isServed(route)) continue
      const { credential } = route
      if (credential?.scheme)
        signedSchemes[credential.scheme.name] = credentialScheme(credential.scheme, credential.description)
      // Fastify's `:name` is OpenAPI's `{name}`.
      const path = route.path.replace(/:(\w+)/g, '{$1}')
      const method = route.method.toLowerCase() as OpenApiMethod
      paths[path] = { ...paths[path], [method]: routeOperation(key, route, domain.name) }
      tags.add(domain.name)
    }
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Contact-centre portal API', version, description: DESCRIPTION },
    tags: [...tags].map((name) => ({ name })),
    components: {
      securitySchemes: {
        [SECURITY_SCHEMES.session]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME },
        [SECURITY_SCHEMES.operator]: { type: 'http', scheme: 'bearer' },
        ...signedSchemes,
      },
    },
    paths,
  })
}
