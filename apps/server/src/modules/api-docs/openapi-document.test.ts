import { describe, expect, it } from 'vitest'
import { Validator } from '@seriousme/openapi-schema-validator'
import { ALL_ROUTES, DOMAINS, SESSION_COOKIE_NAME, SIP_SIGNATURE_HEADER, type Domain } from '@portal/contract'
import { buildOpenApiDocument } from './openapi-document'

const document = buildOpenApiDocument(DOMAINS as readonly Domain[])
const operationOf = (method: string, path: string) =>
  document.paths?.[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase() as 'get']

/** Every `$ref` in the document, as a JSON pointer. */
const refsIn = (value: unknown): string[] => {
  if (typeof value !== 'object' || value === null) return []
  const own = '$ref' in value && typeof value.$ref === 'string' ? [value.$ref] : []
  return [...own, ...Object.values(value).flatMap(refsIn)]
}
const resolvePointer = (pointer: string) =>
  pointer
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document)

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator()
    const result = await validator.validate(JSON.parse(JSON.stringify(document)) as Record<string, unknown>)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it.each(ALL_ROUTES.map((route) => [route.method, route.path]))('describes %s %s', (method, path) => {
    expect(operationOf(method, path)).toBeDefined()
  })

  it('has one operation per contract route, each with its own id', () => {
    const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item ?? {}))
    expect(operations).toHaveLength(ALL_ROUTES.length)
    const ids = operations.map((operation) => (operation as { operationId: string }).operationId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('resolves every reference inside the document', () => {
    const refs = refsIn(document)
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) expect(resolvePointer(ref), ref).toBeDefined()
  })

  it('gives every path parameter a parameter of its own', () => {
    for (const route of ALL_ROUTES) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1])
      const parameters = (operationOf(route.method, route.path)?.parameters ?? []) as {
        name: string
        in: string
      }[]
      for (const name of names)
        expect(parameters).toContainEqual(expect.objectContaining({ name, in: 'path' }))
    }
  })

  it('names the session cookie, the operator token and each signed route’s signature as its security schemes', () => {
    expect(document.components?.securitySchemes).toEqual({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME },
      operatorToken: { type: 'http', scheme: 'bearer' },
      sipSignature: {
        type: 'apiKey',
        in: 'header',
        name: SIP_SIGNATURE_HEADER,
        description: expect.stringMatching(/HMAC-SHA256/),
      },
      deliveryReportToken: {
        type: 'apiKey',
        in: 'query',
        name: 'token',
        description: expect.stringMatching(/delivery report/),
      },
    })
  })

  it('carries each route’s access, permission and envelope', () => {
    for (const route of ALL_ROUTES) {
      const operation = operationOf(route.method, route.path) as Record<string, unknown>
      expect(operation['x-portal-access']).toBe(route.access)
      expect(operation['x-portal-permission']).toBe(route.permission)
      const isOpen = route.access === 'public' || route.access === 'demo'
      const scheme = route.credential?.scheme?.name
      expect(operation.security).toEqual(
        scheme
          ? [{ [scheme]: [] }]
          : isOpen
            ? []
            : [route.access === 'operator' ? { operatorToken: [] } : { sessionCookie: [] }],
      )
      if (route.credential) expect(operation.description).toBe(`No session: ${route.credential.description}`)
      if (route.permission) expect(operation.description).toContain(route.permission)
      const success = JSON.stringify((operation.responses as Record<string, unknown>)['200'])
      expect(success).toContain(
        route.download ? 'application/octet-stream' : '"required":["code","message","data"]',
      )
    }
  })
})
