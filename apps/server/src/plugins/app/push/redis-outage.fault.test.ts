import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  PUSH_CLOSE_CODES,
  RESPONSE_CODES,
  SESSION_ENDED_CODES,
  type Announcement,
  type Remind,
} from '@portal/contract'
import { messageClient } from '../../../modules/messages/message-test-kit'
import { createScratchDatabase } from '../../../../test/scratch-database'
import { startPrivateRedis, type PrivateRedis } from '../../../../test/private-redis'
import { startAppInstances, type AppInstances } from '../../../../test/app-instances'
import {
  isOk,
  logCollector,
  loginFrom,
  openPage,
  summary,
  timed,
  waitFor,
  type Outcome,
} from './outage-test-kit'

// Redis stopped for 10 s under two server processes (issue 17): a private Redis this file stops and starts, and a
// scratch database on the machine's PostgreSQL (never stopped here).
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const OUTAGE_MS = 10_000

let redis: PrivateRedis
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
let instances: AppInstances
let apps: FastifyInstance[] = []
const logs = [logCollector(), logCollector()]
const consoleError = vi.spyOn(console, 'error')

beforeAll(async () => {
  redis = await startPrivateRedis()
  scratch = await createScratchDatabase(serverUrl)
  instances = await startAppInstances({
    databaseUrl: scratch.url,
    redisUrl: redis.url,
    logLevel: 'info',
    logs: logs.map((log) => log.stream),
  })
  apps = instances.apps
})
afterAll(async () => {
  await instances?.close()
  await scratch?.drop()
  await redis?.stop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Clients logging in and reading their message list, on both processes, until told to stop. */
function startLoad(a: FastifyInstance, b: FastifyInstance, demoTenantId: string) {
  const outcomes: Outcome[] = []
  let isRunning = true
  const users = [
    { app: a, account: 'weak@demo.com', password: 'Password1', confirmWeakPwd: 1 },
    { app: b, account: 'multi@demo.com', password: 'Multi@2026', tenantId: demoTenantId },
  ]
  const run = users.map(async ({ app, ...login }, worker) => {
    for (let round = 0; isRunning; round += 1) {
      const address = `10.${worker + 1}.${round >> 8}.${round & 255}`
      const cookie = await loginFrom(app, outcomes, address, login)
      await timed(outcomes, () =>
        app.inject({ method: 'GET', url: '/api/v1/message/query?pageSize=20', headers: { cookie } }),
      )
      await sleep(50)
    }
  })
  return {
    outcomes,
    stop: async () => {
      isRunning = false
      await Promise.all(run)
    },
  }
}

describe('Redis stopped for 10 s under two server processes', () => {
  it('keeps logins and the message list answering, and every push arrives', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance]
    const demoTenantId = (
      (await a.inject({ method: 'GET', url: '/user/account/tenants?account=multi@demo.com' })).json()
        .data as { tenantId: string; name: string }[]
    ).find((tenant) => tenant.name !== '第二公司')?.tenantId as string
    const setup: Outcome[] = []
    const adminCookie = await loginFrom(a, setup, '10.0.0.1', {
      account: 'admin@demo.com',
      password: 'Admin@2026',
    })
    const admin = messageClient(a, adminCookie)
    const pageOnB = messageClient(b, adminCookie)
    const noticeTypeId = (await admin.noticeTypes())[0]?.id ?? ''
    const publish = (title: string) => timed(setup, () => admin.publish({ title, noticeTypeId }))
    const page = await openPage(b, adminCookie)
    const { cursor: pageCursor } = await pageOnB.remind()

    // Push works before the outage: an announcement on A reaches the page on B.
    let since = Date.now()
    expect((await publish('before the outage')).json().code).toBe(RESPONSE_CODES.OK)
    await waitFor('NEWS before the outage', () => page.newsSince(since), 2000)

    const load = startLoad(a, b, demoTenantId)
    await sleep(1000)
    const stoppedAt = Date.now()
    await redis.stop()
    await sleep(500)

    // An announcement published while Redis is away: answered OK once.
    const publishedAt = Date.now()
    const during = await publish('during the outage')
    const publishMs = Date.now() - publishedAt
    expect(during.statusCode).toBe(200)
    expect(during.json().code).toBe(RESPONSE_CODES.OK)

    // The rate limit still holds, counted in this process.
    const limited: Outcome[] = []
    for (let i = 0; i <= a.config.loginRatePerMinute; i += 1) {
      await timed(limited, () =>
        a.inject({ method: 'GET', url: '/user/login/challenge', remoteAddress: '10.9.9.9' }),
      )
    }
    expect(limited.filter(isOk)).toHaveLength(a.config.loginRatePerMinute)
    expect(limited.at(-1)?.status).toBe(429)

    // A session logged out on A is refused on B as soon as B hears PostgreSQL's stale notice of it (Redis plays no
    // part), and its page's socket on B closes. The notice leaves with A's commit, so B can still answer a request
    // that reaches it a moment before: asked until it refuses, within 2 s, and the time it took is printed.
    const agentCookie = await loginFrom(a, setup, '10.0.0.2', { account: 'agent01', password: 'Agent@2026' })
    const agentPage = await openPage(b, agentCookie)
    const loggedOutAt = Date.now()
    expect(
      (await a.inject({ method: 'POST', url: '/user/logout', headers: { cookie: agentCookie } })).json().code,
    ).toBe(RESPONSE_CODES.OK)
    const tokenOnB = () => b.inject({ method: 'POST', url: '/user/token', headers: { cookie: agentCookie } })
    const isRefusedOnB = async () => SESSION_ENDED_CODES.includes((await tokenOnB()).json().code)
    await expect.poll(isRefusedOnB, { timeout: 2000, interval: 5 }).toBe(true)
    const refusedMs = Date.now() - loggedOutAt
    const closed = await waitFor('the logged-out socket on B closed', agentPage.closed, 2000)
    expect(closed.code).toBe(PUSH_CLOSE_CODES.loggedOut)

    await sleep(Math.max(0, stoppedAt + OUTAGE_MS - Date.now()))
    const downOutcomes = load.outcomes.filter(({ at }) => at >= stoppedAt)
    const restartedAt = Date.now()
    await redis.start()

    // The announcement of the outage reaches the page on B once Redis is back, and the page's catch-up finds it.
    const heldNews = await waitFor('NEWS of the outage on B', () => page.newsSince(restartedAt), 15_000)
    const heldMs = heldNews.at - restartedAt
    const caughtUp = (await pageOnB.remind(pageCursor)) as Remind
    expect(caughtUp.messages.filter((message) => message.title === 'during the outage')).toHaveLength(1)

    // Rate limits count in Redis again.
    await a.inject({ method: 'GET', url: '/user/login/challenge', remoteAddress: '10.9.9.10' })
    const probe = new Redis(redis.url)
    const sharedCounters = await probe.keys('*10.9.9.10*')
    probe.disconnect()
    expect(sharedCounters).toHaveLength(1)

    // Push resumes: a new announcement reaches the page on B.
    since = Date.now()
    await publish('after the outage')
    const resumed = await waitFor('NEWS after the outage', () => page.newsSince(since), 2000)
    const resumedMs = resumed.at - since

    await sleep(500)
    await load.stop()
    const afterOutcomes = load.outcomes.filter(({ at }) => at >= restartedAt)
    const listed = (await admin.call('GET', '/api/v1/enterpriseNotice/list')).json().data as Announcement[]
    const stored = listed.filter((announcement) => announcement.title === 'during the outage').length

    console.log(
      `[redis outage ${OUTAGE_MS / 1000} s] while down: ${summary(downOutcomes)}; after: ${summary(afterOutcomes)}; ` +
        `announcement during the outage: answered ${during.statusCode}/${during.json().code} in ${publishMs} ms, stored ${stored}, ` +
        `NEWS on the other process ${heldMs} ms after Redis restarted; new push ${resumedMs} ms; ` +
        `logged-out session refused on the other process in ${refusedMs} ms, its socket closed ` +
        `${closed.at - loggedOutAt} ms after the logout; rate limit while down: ${summary(limited)}`,
    )
    expect(downOutcomes.length).toBeGreaterThan(0)
    expect(downOutcomes.filter((outcome) => !isOk(outcome))).toEqual([])
    expect(afterOutcomes.filter((outcome) => !isOk(outcome))).toEqual([])
    expect(stored).toBe(1)

    // Each process said once that Redis went away and once that it came back; ioredis said nothing on its own.
    for (const { lines } of logs) {
      expect(lines.filter(({ msg }) => msg.startsWith('redis unreachable'))).toHaveLength(1)
      expect(lines.filter(({ msg }) => msg.startsWith('redis is back'))).toHaveLength(1)
    }
    expect(consoleError.mock.calls.filter((args) => String(args[0]).includes('[ioredis]'))).toEqual([])
  })
})
