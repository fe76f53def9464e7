import fc from 'fast-check'
import type { RouteDefinition } from '@portal/contract'
import { hostileText, hostileValue } from './hostile-values'
import { inputJsonSchema, malformedInput } from './schema-values'

export type FuzzRequest = {
  method: RouteDefinition['method']
  url: string
  /** A value sent as JSON, or a string sent as it is under `contentType`. */
  payload?: unknown
  contentType?: string
  /** Send the credentials this route's access asks for, or a hostile cookie instead. */
  isCredentialed: boolean
  hostileCookie: string
}

/** Percent-encodes every byte of the UTF-8 form that is not unreserved (a lone surrogate becomes U+FFFD). */
const percentEncode = (text: string): string =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[\w.~-]/.test(String.fromCharCode(byte)) && byte < 0x80
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

const PARAM = /:(\w+)/g

// What a hand-written URL can carry that URLSearchParams never writes: bad escapes, brackets, repeated keys.
const RAW_QUERY_TAILS = [
  '',
  '',
  '',
  '&%',
  '&a=%E4',
  '&a=%ED%A0%80',
  '&locale=%00',
  '&keyword[]=1',
  '&a[b]=c',
  '&&=&',
  '&x=%zz',
]
const LOCALES = ['zh-CN', 'en-US', 'en-US', 'fr', '', 'zh-CN\u0000']

function pathOf(route: RouteDefinition): fc.Arbitrary<string> {
  if (!route.params) return fc.constant(route.path)
  const params = malformedInput(inputJsonSchema(route.params))
  return fc.tuple(params, hostileText()).map(([value, fallback]) => {
    const given = asObject(value)
    return route.path.replace(PARAM, (_match, name: string) =>
      percentEncode(asText(given[name] === undefined ? fallback : given[name])),
    )
  })
}

function queryOf(route: RouteDefinition): fc.Arbitrary<string> {
  const input = route.query ? malformedInput(inputJsonSchema(route.query)) : fc.constant({})
  return fc
    .tuple(input, fc.constantFrom(...LOCALES), fc.constantFrom(...RAW_QUERY_TAILS))
    .map(([value, locale, tail]) => {
      const search = new URLSearchParams({ locale })
      for (const [key, item] of Object.entries(asObject(value))) {
        for (const one of Array.isArray(item) ? item : [item]) search.append(key, asText(one))
      }
      return `?${search.toString()}${tail}`
    })
}

const RAW_BODIES = [
  { payload: '{"a":', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '{"__proto__":{"x":1}}', contentType: 'application/json' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'plain', contentType: 'text/plain' },
  { payload: '<x/>', contentType: 'application/xml' },
  { payload: '{}', contentType: 'application/json; charset=latin1' },
]

function bodyOf(route: RouteDefinition): fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'contentType'>> {
  if (route.method === 'GET' || route.method === 'DELETE') return fc.constant({})
  const json = (route.body ? malformedInput(inputJsonSchema(route.body)) : hostileValue()).map((payload) => ({
    payload,
  }))
  return fc.oneof({ weight: 9, arbitrary: json }, { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) })
}

/**
 * Malformed requests for one contract route, drawn from its own schemas: hostile path parameters, query and body,
 * with or without the credentials its access asks for.
 * @example fc.sample(fuzzRequests(logoutRoute), 3)
 */
export const fuzzRequests = (route: RouteDefinition): fc.Arbitrary<FuzzRequest> =>
  fc
    .tuple(pathOf(route), queryOf(route), bodyOf(route), fc.nat(9), hostileText())
    .map(([path, query, body, dice, cookie]) => ({
      method: route.method,
      url: `${path}${query}`,
      ...body,
      isCredentialed: dice > 0,
      hostileCookie: `portal_sid=${percentEncode(cookie)}`,
    }))
