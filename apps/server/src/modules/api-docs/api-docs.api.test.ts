import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_ROUTES, DOMAINS } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { buildOpenApiDocument } from './openapi-document'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('the API reference', () => {
  it('serves the OpenAPI document of every contract route, without a session', async () => {
    const response = await get('/api/openapi.json')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    const served = response.json()
    expect(served).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(DOMAINS))))
    const operationCount = Object.values(served.paths).flatMap((item) => Object.keys(item as object)).length
    expect(operationCount).toBe(ALL_ROUTES.length)
  })

  it('describes the demo-mode routes only on a demo server, where they exist, and only routes this process serves', async () => {
    const production = await startTestApp({ env: { PORTAL_DEMO: '0' } })
    try {
      const served = (await production.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
      const demoRoutes = ALL_ROUTES.filter((route) => route.access === 'demo')
      expect(demoRoutes.length).toBeGreaterThan(0)
      for (const route of demoRoutes) expect(served.paths[route.path]).toBeUndefined()
      // Only routes this process serves: no /dev route, nor any other a demo server alone has.
      const operations = Object.entries(served.paths as Record<string, object>).flatMap(([path, item]) =>
        Object.keys(item).map((method) => ({ method: method.toUpperCase() as 'GET', path })),
      )
      expect(operations.length).toBeGreaterThan(100)
      for (const { method, path } of operations) {
        expect(path).not.toMatch(/^\/dev\//)
        const url = path.replace(/\{(\w+)\}/g, ':$1')
        expect(production.app.hasRoute({ method, url }), `${method} ${path}`).toBe(true)
      }
      expect(production.app.hasRoute({ method: 'GET', url: '/api/docs/*' })).toBe(true)
    } finally {
      await production.close()
    }
  })

  it.each([
    ['post', '/api/v1/speech/sip/events', /HMAC-SHA256/, 'sipSignature'],
    ['get', '/sms/delivery-report', /delivery report/i, 'deliveryReportToken'],
    ['post', '/operator/api/v1/system-announcement', /operator/i, 'operatorToken'],
  ])(
    'describes %s %s as signed, with its own security scheme, not as open to anyone',
    async (method, path, text, scheme) => {
      const served = (await get('/api/openapi.json')).json()
      const operation = served.paths[path][method]
      expect(operation.description).not.toMatch(/anyone/i)
      expect(operation.description).toMatch(text)
      expect(operation.security).toEqual([{ [scheme]: [] }])
      expect(served.components.securitySchemes[scheme]).toBeDefined()
    },
  )

  it.each([
    ['post', '/api/v1/extend/ticket/exchange', /ticket/],
    ['post', '/user/password/set', /e-mailed link/],
    ['get', '/user/register/activate', /e-mailed link/],
  ])(
    'describes %s %s by the single-use secret it takes, not as open to anyone',
    async (method, path, text) => {
      const operation = (await get('/api/openapi.json')).json().paths[path][method]
      expect(operation.description).not.toMatch(/anyone/i)
      expect(operation.description).toMatch(text)
    },
  )

  it('serves the reference page and the files it loads under the portal’s own CSP', async () => {
    const page = await get('/api/docs/')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain('<script src="boot.js"></script>')
    expect(page.body).not.toMatch(/<script>|https?:\/\//)
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("connect-src 'self';")
    for (const file of ['boot.js', 'swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png']) {
      expect((await get(`/api/docs/${file}`)).statusCode, file).toBe(200)
    }
  })

  it('sends /api/docs to the page', async () => {
    const response = await get('/api/docs')
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/api/docs/')
  })

  it.each([
    'package.json',
    'swagger-ui-bundle.js.map',
    'index.js',
    '..%2Fopenapi-document.ts',
    '../api-docs-routes.ts',
  ])('serves nothing else of the page’s folders: %s', async (file) => {
    expect((await get(`/api/docs/${file}`)).statusCode).toBe(404)
  })
})
