import { createRequire } from 'node:module'
import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi'
import { SESSION_COOKIE_NAME, type Domain, type HttpMethod } from '@portal/contract'
import { SECURITY_SCHEMES, routeOperation } from './route-operation'

const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string }

const DESCRIPTION = [
  'Every answer but a file download is the envelope `{ code, message, data }`; `code` 10000 means success.',
  `A browser session is the HttpOnly \`${SESSION_COOKIE_NAME}\` cookie set by the login.`,
  'A state-changing call from another site (its Origin or Sec-Fetch-Site says so) is refused.',
  'Generated from the contract: the same route definitions and schemas the server checks.',
].join(' ')

type OpenApiMethod = Lowercase<HttpMethod>

/**
 * The OpenAPI 3.1 document of every route of the given domains, generated from their route definitions.
 * @example const document = buildOpenApiDocument(DOMAINS, { hasDemoRoutes: app.config.isDemo })
 * @param hasDemoRoutes whether to describe the demo-mode routes, which exist only on a demo server
 */
export function buildOpenApiDocument(domains: readonly Domain[], { hasDemoRoutes = true } = {}) {
  const paths: ZodOpenApiPathsObject = {}
  const tags = new Set<string>()
  for (const domain of domains) {
    for (const [key, route] of Object.entries(domain.routes ?? {})) {
      if (route.access === 'demo' && !hasDemoRoutes) continue
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
      },
    },
    paths,
  })
}
