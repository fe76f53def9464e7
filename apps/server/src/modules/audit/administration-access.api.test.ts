import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ALL_ROUTES,
  CALL_CENTRE_PERMISSIONS,
  MENU_PERMISSIONS,
  RESPONSE_CODES,
  SETTINGS_PERMISSIONS,
  type RouteDefinition,
} from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { inputJsonSchema, plausibleValue } from '../../../test/fuzz/schema-values'
import { ownerQuery } from '../../../test/owner-query'

const t = useDemoApp(['agent'])

/** The administration codes: every settings page's, and the settings menu's own. */
const ADMINISTRATION_CODES = new Set<string>([
  ...Object.values(SETTINGS_PERMISSIONS),
  ...Object.values(CALL_CENTRE_PERMISSIONS),
  MENU_PERMISSIONS.setting,
])

/** Every contract route behind an administration code, whichever domain adds it. */
const ADMINISTRATION_ROUTES = ALL_ROUTES.filter(
  (route) => route.permission !== undefined && ADMINISTRATION_CODES.has(route.permission),
)

/** Routes that existed when this test was written: the list above can only grow. */
const KNOWN_ROUTES = [
  'GET /api/v1/enterpriseNotice/list',
  'POST /api/v1/enterpriseNotice',
  'DELETE /api/v1/enterpriseNotice/:id',
  'GET /api/v1/enterpriseNotice/roles',
  'POST /api/v1/portal/banner',
  'PUT /api/v1/portal/banner/:id',
  'DELETE /api/v1/portal/banner/:id',
  'POST /user/admin/unlock',
  'POST /api/v1/helper/component',
  'POST /api/v1/menu/resource/url',
  'GET /api/v1/portal/audit/list',
  'GET /api/v1/portal/audit/facets',
  'GET /api/v1/portal/call-centre/numbers',
  'POST /api/v1/portal/call-centre/numbers',
  'PUT /api/v1/portal/call-centre/numbers/:number',
  'PUT /api/v1/portal/call-centre/numbers/:number/retired',
  'PUT /api/v1/portal/call-centre/numbers/skill-groups/:skillGroupId',
  'GET /api/v1/portal/call-centre/sign-in',
  'PUT /api/v1/portal/call-centre/sign-in',
  'GET /api/v1/portal/call-centre/survey',
  'PUT /api/v1/portal/call-centre/survey',
  'GET /api/v1/portal/call-centre/ivr-flows',
  'GET /api/v1/portal/call-centre/ivr-flows/:id',
  'POST /api/v1/portal/call-centre/ivr-flows',
  'PUT /api/v1/portal/call-centre/ivr-flows/:id',
  'DELETE /api/v1/portal/call-centre/ivr-flows/:id',
  'POST /api/v1/portal/call-centre/queues',
  'PUT /api/v1/portal/call-centre/queues/:id',
  'PUT /api/v1/portal/call-centre/agent-rules/:id',
  'PUT /api/v1/portal/call-centre/rest-limit',
]

/** One plausible value of a route input (fixed seed), so the request looks like a real one. */
const sampleOf = (schema: RouteDefinition['body'], seed: number): unknown =>
  schema ? fc.sample(plausibleValue(inputJsonSchema(schema)), { numRuns: 1, seed })[0] : undefined

const queryOf = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return ''
  const pairs = Object.entries(value).filter((entry): entry is [string, string | number | boolean] =>
    ['string', 'number', 'boolean'].includes(typeof entry[1]),
  )
  const search = new URLSearchParams(pairs.map(([key, item]): [string, string] => [key, String(item)]))
  return pairs.length > 0 ? `?${search}` : ''
}

/** A request a holder of the code could send: path ids filled in, a plausible query and body. */
const requestFor = (route: RouteDefinition, seed: number) => ({
  method: route.method,
  url: `${route.path.replace(/:\w+/g, () => randomUUID())}${queryOf(sampleOf(route.query, seed))}`,
  ...(route.method === 'GET' ? {} : { payload: (sampleOf(route.body, seed) ?? {}) as object }),
})

/** What an administrative change would touch, as text to compare: the trail and the settings tables of today. */
const TABLES = [
  'audit_events',
  'banners',
  'messages',
  'files',
  'roles',
  'role_permissions',
  'menu_resources',
  'tenants',
  'tenant_members',
  'skill_groups',
  'skill_group_members',
  'rest_reasons',
  'cti_settings',
]
const snapshot = async () =>
  ownerQuery<{ name: string; digest: string }>(
    t.store,
    TABLES.map(
      (name) =>
        `SELECT '${name}' AS name, md5(COALESCE(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest
         FROM ${name} x`,
    ).join(' UNION ALL '),
  )

describe('the administration routes', () => {
  it('are every route behind a settings code, at least those of today', () => {
    const listed = ADMINISTRATION_ROUTES.map((route) => `${route.method} ${route.path}`)
    expect(listed).toEqual(expect.arrayContaining(KNOWN_ROUTES))
  })

  it('refuse agent01 of Demo Co., who holds no settings code, each one by the permission check, changing nothing', async () => {
    const before = await snapshot()
    const answers = []
    for (const [index, route] of ADMINISTRATION_ROUTES.entries()) {
      const request = requestFor(route, index + 1)
      const response = await t.app.inject({ ...request, headers: { cookie: t.agent } })
      answers.push({
        route: `${route.method} ${route.path}`,
        status: response.statusCode,
        code: (response.json() as { code: number }).code,
      })
    }
    expect(answers).toEqual(
      ADMINISTRATION_ROUTES.map((route) => ({
        route: `${route.method} ${route.path}`,
        status: 403,
        code: RESPONSE_CODES.ACCESS_DENY,
      })),
    )
    expect(await snapshot()).toEqual(before)
  })
})
