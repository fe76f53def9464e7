import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { DOMAINS } from '@portal/contract'

const OPENAPI_DOCUMENT_PATH = '/api/openapi.json'
const REFERENCE_PAGE_PATH = '/api/docs/'

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
/** The reference page's files: our page and boot script, and only the Swagger UI files they load. */
const PAGE_FILES = new Set([
  '/',
  '/index.html',
  '/boot.js',
  '/swagger-ui-bundle.js',
  '/swagger-ui.css',
  '/favicon-32x32.png',
])

/**
 * Serves the OpenAPI document of the contract and a reference page that reads it. Both are public: they describe
 * the routes the web app's own scripts already name, and show no data.
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  let document: string | undefined
  app.get(OPENAPI_DOCUMENT_PATH, async (_request, reply) => {
    // Built on first request, not at start: the document is for people and tools, not for every boot (nor is the
    // package that builds it loaded before then).
    const { buildOpenApiDocument } = await import('./openapi-document')
    document ??= JSON.stringify(
      buildOpenApiDocument(DOMAINS, { isServed: ({ method, path }) => app.hasRoute({ method, url: path }) }),
    )
    return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(document)
  })
  app.get(REFERENCE_PAGE_PATH.slice(0, -1), (_request, reply) => reply.redirect(REFERENCE_PAGE_PATH))
  await app.register(fastifyStatic, {
    root: [fileURLToPath(new URL('./reference-page', import.meta.url)), SWAGGER_UI_DIR],
    prefix: REFERENCE_PAGE_PATH,
    // The web app's static plugin already decorates the reply.
    decorateReply: false,
    index: 'index.html',
    allowedPath: (pathName) => PAGE_FILES.has(pathName),
  })
}
