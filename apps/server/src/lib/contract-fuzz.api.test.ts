import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { ALL_ROUTES, RESPONSE_CODES, SESSION_ENDED_CODES, type RouteDefinition } from '@portal/contract'
import { startTestApp, type TestApp } from '../../test/test-app'
import { loginAs, postLogin, sessionCookieOf } from '../../test/login-helpers'
import { startChatPeer, type ChatPeer } from '../../test/chat-completions-peer'
import { fuzzRequests, type FuzzRequest } from '../../test/fuzz/route-requests'

/**
 * At least 10,000 malformed requests a run over every route of the contract: a route that takes no input (only
 * its URL's query and the cookie to spoil) gets a few, and the routes with params, a query or a body share the rest.
 */
const TOTAL_RUNS = 10_000
const BARE_ROUTE_RUNS = 40
const takesInput = (route: RouteDefinition) => Boolean(route.params ?? route.query ?? route.body)
const INPUT_ROUTES = ALL_ROUTES.filter(takesInput).length
const INPUT_ROUTE_RUNS = Math.ceil(
  (TOTAL_RUNS - BARE_ROUTE_RUNS * (ALL_ROUTES.length - INPUT_ROUTES)) / INPUT_ROUTES,
)
const runsFor = (route: RouteDefinition) => (takesInput(route) ? INPUT_ROUTE_RUNS : BARE_ROUTE_RUNS)
/** FUZZ_SEED=<n> replays a run; each run otherwise draws its own, printed when a property fails. */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const OPERATOR_TOKEN = 'fuzz-operator-token-0123456789abcdef'

// What a server fault would show: a stack frame, a file of ours, PostgreSQL's words, a raw Node or Fastify code.
const LEAKS =
  /(\\n|\n)\s+at |"stack"|node_modules|\/src\/|\.ts:\d|syntax error at or near|invalid input syntax|violates .* constraint|relation "|column "|invalid byte sequence|unterminated|PGlite|PostgreSQL|ERR_[A-Z_]{4,}|FST_[A-Z_]+/

let t: TestApp
let llm: ChatPeer
const cookies = { session: '', secondFactor: '' }
let requestCount = 0

async function signIn() {
  cookies.session = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
  cookies.secondFactor = sessionCookieOf(await postLogin(t.app, 'secure@demo.com', 'Secure@2026'))
}

beforeAll(async () => {
  // A real chat-completions peer, so the AI translation route runs through to its provider.
  llm = await startChatPeer()
  const env = {
    LOGIN_RATE_PER_MINUTE: '1000000',
    OPERATOR_TOKEN,
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: 'k',
  }
  t = await startTestApp({ env })
  await signIn()
})
afterAll(async () => {
  await t.close()
  await llm.close()
})

/**
 * Runs `task` over `items`, at most `limit` at a time (the database works in its own thread meanwhile); after a
 * failure no new item starts, and the first failure is thrown once every running task has ended.
 */
async function inPool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items]
  const failures: unknown[] = []
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined && failures.length === 0; item = queue.shift()) {
      await task(item).catch((error: unknown) => failures.push(error))
    }
  }
  await Promise.all(Array.from({ length: limit }, worker))
  if (failures.length > 0) throw failures[0]
}

const LOGOUT_PATH = '/user/logout'

/** The credentials this route's access asks for; logging out would end the session every other route uses. */
function credentialsFor(route: RouteDefinition, request: FuzzRequest): Record<string, string> {
  if (!request.isCredentialed || route.path === LOGOUT_PATH) return { cookie: request.hostileCookie }
  if (route.access === 'operator') return { authorization: `Bearer ${OPERATOR_TOKEN}` }
  if (route.access === 'secondFactor') return { cookie: cookies.secondFactor }
  return { cookie: cookies.session }
}

async function send(route: RouteDefinition, request: FuzzRequest, credentials: Record<string, string>) {
  requestCount += 1
  const isRaw = request.contentType !== undefined
  return t.app.inject({
    method: request.method,
    url: request.url,
    // Every request from its own address: a distributed attacker, and no throttle hides a route from the run.
    remoteAddress: `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`,
    headers: {
      ...credentials,
      ...(isRaw ? { 'content-type': request.contentType } : {}),
    },
    ...(request.payload === undefined
      ? {}
      : { payload: isRaw ? String(request.payload) : (request.payload as object) }),
  })
}

describe('every contract route, fed malformed input drawn from its own schemas', () => {
  const total = ALL_ROUTES.reduce((sum, route) => sum + runsFor(route), 0)
  it(`answers ${total} requests over ${ALL_ROUTES.length} routes with no 5xx, no leaked detail, the session intact`, async () => {
    const started = performance.now()
    await inPool(ALL_ROUTES, 4, async (route) => {
      const property = fc.asyncProperty(fuzzRequests(route), async (request) => {
        const credentials = credentialsFor(route, request)
        const response = await send(route, request, credentials)
        const where = `${route.method} ${route.path}: ${response.statusCode} ${response.body.slice(0, 300)}`
        expect(response.statusCode, where).toBeLessThan(500)
        expect(response.body, where).not.toMatch(LEAKS)
        if (response.statusCode >= 400) expect(response.json(), where).toHaveProperty('code')
        if (credentials.cookie === cookies.session && response.statusCode >= 400) {
          expect(SESSION_ENDED_CODES, where).not.toContain(response.json().code)
        }
      })
      await fc.assert(property, { numRuns: runsFor(route), seed: SEED, endOnFailure: true })
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.info(
      `fuzz: ${requestCount} requests over ${ALL_ROUTES.length} routes in ${seconds} s, seed ${SEED}`,
    )
    expect(requestCount).toBe(total)
    expect(total).toBeGreaterThanOrEqual(TOTAL_RUNS)
  }, 240_000)

  it('leaves the server answering normally, to the fuzzed session and to a new login', async () => {
    const tree = await t.app.inject({
      method: 'GET',
      url: '/api/v1/menu/tree',
      headers: { cookie: cookies.session },
    })
    expect(tree.json().code).toBe(RESPONSE_CODES.OK)
    const cookie = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
    const counts = await t.app.inject({
      method: 'GET',
      url: '/api/v1/message/types/count',
      headers: { cookie },
    })
    expect(counts.json().code).toBe(RESPONSE_CODES.OK)
  })
})
