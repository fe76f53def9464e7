import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type Announcement, type MessageList, type NewsMessage } from '@portal/contract'
import { startPortalServer, type PortalServer } from '../../../../e2e/support/portal-server'
import { startMessageWritingClients, type MessageClient } from '../../test/message-writing-clients'
import { createScratchDatabase } from '../../test/scratch-database'
import { seedBenchAgents } from '../../../../bench/seed-bench-agents'
import { seedDataStore } from '../../../../bench/seed-data-store'
import { loginOverHttp, type RecordedCall } from '../../test/writing-clients'

// Issue 13, part 4: the server process killed with SIGKILL while 20 clients mark messages read, star them and
// publish announcements; restarted on the same data, every write answered OK is there, and none is doubled.

const CLIENTS = 20
/** How long the clients write before the kill, and again after the restart. */
const LOAD_BEFORE_KILL_MS = 3_000
const LOAD_AFTER_RESTART_MS = 1_500
/** A message published just before the kill is delivered by the restarted process's sweep, within seconds. */
const DELIVERY_BOUND_MS = 5_000
const SHARED_POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const isOk = (call: RecordedCall) => call.status === 200 && call.envelope?.code === RESPONSE_CODES.OK
const isWrite = (call: RecordedCall) => call.kind === 'write'

type Envelope<T> = { code: number; data: T }
async function getData<T>(origin: string, cookie: string, url: string): Promise<T> {
  const response = await fetch(`${origin}${url}`, { headers: { cookie } })
  const envelope = (await response.json()) as Envelope<T>
  if (envelope.code !== RESPONSE_CODES.OK) throw new Error(`${url}: ${JSON.stringify(envelope)}`)
  return envelope.data
}

/** Every message an account sees, newest first, page by page along the list's cursor. */
async function wholeMessageList(origin: string, cookie: string): Promise<NewsMessage[]> {
  const messages: NewsMessage[] = []
  let cursor = ''
  for (;;) {
    const page = await getData<MessageList>(origin, cookie, `/api/v1/message/query?pageSize=100${cursor}`)
    messages.push(...page.list)
    if (!page.hasMore || page.maxId === null) return messages
    cursor = `&maxId=${page.maxId}&maxEffectiveStartDate=${encodeURIComponent(page.maxEffectiveStartDate ?? '')}`
  }
}

/**
 * The clients' accounts: administrators of the demo tenant, one session each (a login elsewhere would end the
 * previous session of the same account), written beside the demo data before the server starts.
 */
async function seedClients(target: { dataDir: string } | { databaseUrl: string }): Promise<MessageClient[]> {
  const cookies = await seedDataStore(target, async (owner) => {
    const { rows } = await owner.query<{ id: string }>(`SELECT id FROM tenants WHERE code = 'demo'`)
    return seedBenchAgents(owner, rows[0]?.id ?? '', CLIENTS, 'administrator')
  })
  return cookies.map((cookie, index) => ({ account: `client ${index + 1}`, cookie }))
}

/** Waits until a call with an old session succeeds: the restarted server answers from the data it found. */
async function firstSuccess(origin: string, cookie: string): Promise<number> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/api/v1/message/types/count`, { headers: { cookie } }).catch(
      () => undefined,
    )
    const envelope = (await response?.json().catch(() => undefined)) as Envelope<unknown> | undefined
    if (envelope?.code === RESPONSE_CODES.OK) return Date.now()
    await pause(50)
  }
  throw new Error('no call succeeded within 60 s of the restart')
}

/** The data a kill must not lose: the announcements by title, and each account's messages by id. */
async function readBack(origin: string, clients: MessageClient[], admin: string, prefix: string) {
  const deadline = Date.now() + DELIVERY_BOUND_MS
  const listAnnouncements = async () =>
    (await getData<Announcement[]>(origin, admin, '/api/v1/enterpriseNotice/list')).filter((announcement) =>
      announcement.title.startsWith(prefix),
    )
  let announcements = await listAnnouncements()
  while (announcements.some((announcement) => !announcement.isDelivered) && Date.now() < deadline) {
    await pause(200)
    announcements = await listAnnouncements()
  }
  const titles = new Map<string, number>()
  for (const { title } of announcements) titles.set(title, (titles.get(title) ?? 0) + 1)
  const messages = new Map<string, Map<number, NewsMessage>>()
  const unreadCounts = new Map<string, { counted: number; listed: number }>()
  for (const { account, cookie } of clients) {
    const list = await wholeMessageList(origin, cookie)
    messages.set(account, new Map(list.map((message) => [message.id, message])))
    const counts = await getData<{ messageType: number; unReadCount: number }[]>(
      origin,
      cookie,
      '/api/v1/message/types/count',
    )
    unreadCounts.set(account, {
      counted: counts.find((count) => count.messageType === 0)?.unReadCount ?? -1,
      listed: list.filter((message) => !message.isRead).length,
    })
  }
  return { announcements, titles, messages, unreadCounts }
}

/** Acknowledged writes found, and every doubled or missing one, over all the calls of both runs. */
function compare(calls: RecordedCall[], found: Awaited<ReturnType<typeof readBack>>) {
  const acked = calls.filter((call) => isWrite(call) && isOk(call))
  const unanswered = calls.filter((call) => isWrite(call) && typeof call.status !== 'number')
  const isThere = (call: RecordedCall) => {
    if (call.title) return (found.titles.get(call.title) ?? 0) >= 1
    if (!call.mark) return false
    const { account, messageId, flag } = call.mark
    return found.messages.get(account)?.get(messageId)?.[flag] === true
  }
  return {
    acked: acked.length,
    ackedFound: acked.filter(isThere).length,
    missing: acked.filter((call) => !isThere(call)),
    unanswered: unanswered.length,
    unansweredFound: unanswered.filter(isThere).length,
    doubled: [...found.titles].filter(([, copies]) => copies > 1),
    undelivered: found.announcements.filter((announcement) => !announcement.isDelivered).length,
  }
}

const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** Kills the server if a test left it running, and removes what it left behind. */
function cleanUpAfter(server: PortalServer) {
  cleanups.push(async () => {
    server.signal('SIGKILL')
    await server.exited
  })
}

describe.each([
  { store: 'the embedded database', isEmbedded: true },
  { store: 'PostgreSQL', isEmbedded: false },
])('the server process killed with SIGKILL on $store under 20 writing clients', ({ store, isEmbedded }) => {
  it('restarts on the same data with every acknowledged write there and none doubled', async () => {
    // The server's data and its temporary files (the embedded database's socket folder, which a killed process
    // leaves behind) in one folder of the test's, removed afterwards.
    const runDir = mkdtempSync(path.join(tmpdir(), 'portal-kill-'))
    cleanups.push(() => rmSync(runDir, { recursive: true, force: true }))
    const dataDir = path.join(runDir, 'data')
    const temporaryDir = path.join(runDir, 'tmp')
    mkdirSync(temporaryDir)
    let env: NodeJS.ProcessEnv = { LOG_LEVEL: 'error', REDIS_URL: '', TMPDIR: temporaryDir }
    let clients: MessageClient[]
    if (isEmbedded) clients = await seedClients({ dataDir })
    else {
      const scratch = await createScratchDatabase(SHARED_POSTGRES)
      cleanups.push(scratch.drop)
      env = { ...env, DATABASE_URL: scratch.url }
      clients = await seedClients({ databaseUrl: scratch.url })
    }
    const prefix = `kill-9 ${isEmbedded ? 'embedded' : 'postgres'}`

    const first = await startPortalServer(env, { dataDir })
    cleanUpAfter(first)
    // The demo administrator, logged in over HTTP: it reads everything back after the restart.
    const admin = await loginOverHttp(first.origin, 'admin@demo.com', 'Admin@2026')
    const [noticeType] = await getData<{ id: string }[]>(first.origin, admin, '/api/v1/enterpriseNotice/type')
    const before = startMessageWritingClients({
      origin: first.origin,
      clients,
      noticeTypeId: noticeType?.id ?? '',
      prefix: `${prefix} before`,
    })
    await pause(LOAD_BEFORE_KILL_MS)
    // A busy machine may acknowledge few writes in that time: the kill waits (a bounded while) until every client
    // has had writes acknowledged, so the figures always speak of a server under load.
    const enoughBy = Date.now() + 30_000
    while (
      before.calls.filter((call) => isWrite(call) && isOk(call)).length <= CLIENTS * 2 &&
      Date.now() < enoughBy
    )
      await pause(100)
    const killedAt = Date.now()
    first.signal('SIGKILL')
    const ending = await first.exited
    await before.stop()
    expect(ending.signal).toBe('SIGKILL')

    const restartedAt = Date.now()
    const second = await startPortalServer(env, { dataDir })
    cleanUpAfter(second)
    const answeredAt = await firstSuccess(second.origin, admin)
    const after = startMessageWritingClients({
      origin: second.origin,
      clients,
      noticeTypeId: noticeType?.id ?? '',
      prefix: `${prefix} after`,
    })
    await pause(LOAD_AFTER_RESTART_MS)
    await after.stop()

    const found = await readBack(second.origin, clients, admin, prefix)
    const calls = [...before.calls, ...after.calls]
    const figures = compare(calls, found)
    const beforeFigures = compare(before.calls, found)
    const cutOff = before.calls.filter((call) => isWrite(call) && call.startedAt < killedAt && !isOk(call))
    console.log(
      `SIGKILL on ${store}: writes acknowledged ${figures.acked} (${beforeFigures.acked} before the kill), ` +
        `found ${figures.ackedFound}, missing ${figures.missing.length}, titles doubled ${figures.doubled.length}; ` +
        `writes cut off by the kill ${cutOff.length} (no answer ${figures.unanswered}, of which committed ` +
        `anyway ${figures.unansweredFound}); restart to first success ${answeredAt - restartedAt} ms ` +
        `(kill to first success ${answeredAt - killedAt} ms); unread counters equal to the unread messages listed ` +
        `for ${[...found.unreadCounts.values()].filter(({ counted, listed }) => counted === listed).length} of ` +
        `${clients.length} accounts`,
    )

    expect(beforeFigures.acked).toBeGreaterThan(CLIENTS)
    expect(figures.missing.slice(0, 5)).toEqual([])
    expect(figures.doubled).toEqual([])
    expect(figures.undelivered).toBe(0)
    // The unread counters (kept by triggers) agree with the messages: no mark was counted twice or lost.
    for (const { counted, listed } of found.unreadCounts.values()) expect(counted).toBe(listed)
    // The restarted process never saw a call it could not answer.
    expect(after.calls.filter((call) => !isOk(call)).slice(0, 3)).toEqual([])
    await second.stop()
  })
})
