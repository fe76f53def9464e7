import { isDeepStrictEqual as isEqual } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startPortalServer, type PortalServer } from '../../../../e2e/support/portal-server'
import { startPrivatePostgres, type PrivatePostgres } from '../../test/private-postgres'
import { loginOverHttp, startWritingClients, type RecordedCall } from '../../test/writing-clients'

// Issue 17, part 1: PostgreSQL stopped in fast mode under 20 writing clients, three times in one run (the last
// two in quick succession), against the real server process on a PostgreSQL of the test's own.

const CLIENTS = 20
const TITLE_PREFIX = 'pg-outage'
/** The bounds: a call while PostgreSQL is down answers within this… */
const DOWN_ANSWER_BOUND_MS = 5_000
/** …and calls succeed again within this of PostgreSQL answering. */
const RECOVERY_BOUND_MS = 2_000
const UNAVAILABLE = {
  code: RESPONSE_CODES.FAILURE,
  message: 'The service is temporarily unavailable, please try again later',
  data: null,
}

/** How long PostgreSQL stays down, then how long the clients run before the next stop. */
const ROUNDS = [
  { downMs: 3_000, upMs: 3_000 },
  // Two restarts in quick succession: the next stop comes as soon as the bound for recovering has passed.
  { downMs: 3_000, upMs: RECOVERY_BOUND_MS },
  { downMs: 2_000, upMs: 3_000 },
]

/** When the round's stop began and ended, its start began and ended, and the next round's stop began. */
type RoundTimes = { stopping: number; stopped: number; starting: number; answering: number; next: number }

let database: PrivatePostgres
let server: PortalServer

beforeAll(async () => {
  database = await startPrivatePostgres()
  // The real server as its own process, in demo mode, on the private PostgreSQL (its own data folder, removed on stop).
  server = await startPortalServer({ LOG_LEVEL: 'error', DATABASE_URL: database.url, REDIS_URL: '' })
})

afterAll(async () => {
  await server?.stop()
  await database?.remove()
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const isOk = (call: RecordedCall) => call.status === 200 && call.envelope?.code === RESPONSE_CODES.OK

async function countTitles(): Promise<Map<string, number>> {
  const owner = new pg.Client({ connectionString: database.url })
  await owner.connect()
  try {
    const { rows } = await owner.query<{ title: string; copies: number }>(
      'SELECT title, count(*)::int AS copies FROM messages WHERE title LIKE $1 GROUP BY title',
      [`${TITLE_PREFIX} %`],
    )
    return new Map(rows.map((row) => [row.title, row.copies]))
  } finally {
    await owner.end()
  }
}

/** The figures of one round, for the closing note; `failures` counts every call that failed, by status. */
function describeRound(calls: RecordedCall[], times: RoundTimes, found: Map<string, number>) {
  const inRound = calls.filter((call) => call.startedAt >= times.stopping && call.startedAt < times.next)
  const whileDown = inRound.filter(
    (call) => call.startedAt >= times.stopped && call.endedAt <= times.starting,
  )
  const afterUp = inRound.filter((call) => call.startedAt >= times.answering)
  const firstOk = Math.min(...afterUp.filter(isOk).map((call) => call.endedAt))
  const acked = inRound.filter((call) => call.kind === 'write' && isOk(call))
  const failures: Record<string, number> = {}
  for (const call of inRound.filter((item) => !isOk(item)))
    failures[String(call.status)] = (failures[String(call.status)] ?? 0) + 1
  return {
    whileDown,
    // Calls made once the bound had passed, and over before the next stop began (which may fail them).
    lateFailures: afterUp.filter(
      (call) =>
        call.startedAt >= times.answering + RECOVERY_BOUND_MS && call.endedAt < times.next && !isOk(call),
    ),
    recoveryMs: firstOk - times.answering,
    slowestWhileDownMs: Math.max(0, ...whileDown.map((call) => call.endedAt - call.startedAt)),
    failures,
    acked: acked.length,
    ackedFound: acked.filter((call) => found.get(call.title ?? '') === 1).length,
  }
}

describe('PostgreSQL stopped in fast mode under 20 writing clients', () => {
  it('keeps the server up, answers 503 while it is down, recovers at once and loses or doubles no write', async () => {
    const cookie = await loginOverHttp(server.origin, 'admin@demo.com', 'Admin@2026')
    const types = (await (
      await fetch(`${server.origin}/api/v1/enterpriseNotice/type`, { headers: { cookie } })
    ).json()) as { data: { id: string }[] }
    const clients = startWritingClients({
      origin: server.origin,
      cookie,
      noticeTypeId: types.data[0]?.id ?? '',
      count: CLIENTS,
      prefix: TITLE_PREFIX,
    })
    const rounds: RoundTimes[] = []
    try {
      await pause(1_500)
      for (const { downMs, upMs } of ROUNDS) {
        const stopping = Date.now()
        await database.stop()
        const stopped = Date.now()
        await pause(downMs)
        const starting = Date.now()
        await database.start()
        const answering = Date.now()
        await pause(upMs)
        rounds.push({ stopping, stopped, starting, answering, next: Date.now() })
      }
    } finally {
      await clients.stop()
    }

    const found = await countTitles()
    const figures = rounds.map((times) => describeRound(clients.calls, times, found))
    figures.forEach((round, index) => {
      const failures = Object.entries(round.failures).map(([status, count]) => `${status} ×${count}`)
      console.log(
        `PostgreSQL outage round ${index + 1}: writes acknowledged ${round.acked}, found once ${round.ackedFound}; ` +
          `failed calls by status: ${failures.join(', ') || 'none'} (${round.whileDown.length} calls wholly ` +
          `while down, slowest ${round.slowestWhileDownMs} ms); first success ${round.recoveryMs} ms after ` +
          'PostgreSQL answered',
      )
    })
    const ackedTitles = clients.calls
      .filter((call) => call.kind === 'write' && isOk(call))
      .map((c) => c.title)
    const unackedFound = clients.calls.filter(
      (call) => call.kind === 'write' && !isOk(call) && found.has(call.title ?? ''),
    ).length
    console.log(
      `PostgreSQL outage, whole run: ${clients.calls.length} calls; writes acknowledged ${ackedTitles.length}, ` +
        `found exactly once ${ackedTitles.filter((title) => found.get(title ?? '') === 1).length}; ` +
        `unacknowledged writes that committed anyway ${unackedFound}`,
    )

    // The process stayed up: it answered every call (never a refused connection or a timeout) and answers now.
    const unanswered = clients.calls.filter((call) => typeof call.status !== 'number')
    expect(unanswered.length, 'calls with no answer: the server died or hung').toBe(0)
    expect((await fetch(`${server.origin}/front/config/a`)).status).toBe(200)
    expect(server.output()).not.toMatch(/Unhandled 'error' event/)
    // Each outage is reported when it starts and when it ends, not once per failed call.
    const outageLines = server.output().match(/database (unavailable|answering again).*/g) ?? []
    console.log(`PostgreSQL outage, the server's log: ${outageLines.join(' | ')}`)
    expect(outageLines.filter((line) => line.includes('answering again')).length).toBeGreaterThanOrEqual(
      ROUNDS.length,
    )
    expect(outageLines.length).toBeLessThan(ROUNDS.length * 4)
    // Every failure, while down or on the way down or up, is the clear 503 in the envelope.
    const otherFailures = clients.calls.filter(
      (call) => !isOk(call) && !(call.status === 503 && isEqual(call.envelope, UNAVAILABLE)),
    )
    expect(otherFailures.slice(0, 3)).toEqual([])
    for (const round of figures) {
      expect(round.whileDown.length).toBeGreaterThan(0)
      expect(round.slowestWhileDownMs).toBeLessThan(DOWN_ANSWER_BOUND_MS)
      expect(round.recoveryMs).toBeLessThan(RECOVERY_BOUND_MS)
      expect(round.lateFailures).toEqual([])
      expect(round.acked).toBeGreaterThan(0)
    }
    // Every acknowledged write is there exactly once; no title was ever written twice.
    for (const title of ackedTitles) expect(found.get(title ?? '')).toBe(1)
    expect([...found.values()].every((copies) => copies === 1)).toBe(true)
  })
})
