import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { buildApp } from '../../../app'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { ownerQuery } from '../../../../test/owner-query'
import { freeLoopbackPort, missingKannel, startKannel, type KannelPeer } from '../../../../test/kannel-peer'

const missing = missingKannel()

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

type Row = { status: string; attempts: number; body: string | null; provider: string | null; purpose: string }
const rowOf = async (t: TestApp, id: string) =>
  (
    await ownerQuery<Row>(
      t.store,
      'SELECT status, attempts, body, provider, purpose FROM sms_messages WHERE id = $1',
      [id],
    )
  )[0]

/**
 * A relay in front of the app for Kannel's delivery reports: it keeps each report address Kannel called (as anyone
 * on the path or with its logs could) and passes the report on.
 */
async function startReportRelay(appPort: number) {
  const port = await freeLoopbackPort()
  const reports: string[] = []
  const server: Server = createServer((request, response) => {
    reports.push(request.url ?? '')
    void fetch(`http://127.0.0.1:${appPort}${request.url ?? ''}`).then(async (answer) => {
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(await answer.text())
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, reports, close: () => server.close() }
}

describe.skipIf(missing)(`SMS through a real Kannel${missing && ` (SKIPPED: ${missing})`}`, () => {
  let kannel: KannelPeer
  let t: TestApp
  let port: number
  let relay: Awaited<ReturnType<typeof startReportRelay>>
  beforeAll(async () => {
    kannel = await startKannel()
    port = await freeLoopbackPort()
    relay = await startReportRelay(port)
    t = await startTestApp({
      env: {
        KANNEL_SENDSMS_URL: kannel.sendsmsUrl,
        KANNEL_USERNAME: kannel.username,
        KANNEL_PASSWORD: kannel.password,
        KANNEL_DLR_BASE_URL: relay.url,
        SMS_TICK_MS: '50',
      },
    })
    await t.app.listen({ port, host: '127.0.0.1' })
  }, 60_000)
  afterAll(async () => {
    relay?.close()
    await t?.close()
    await kannel?.stop()
  })

  it('queues a login code, sends it through Kannel to the SMSC, clears its text, and records the delivery report', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/user/login/sms-code?mobile=13800000001' })
    expect(answer.json().code).toBe(RESPONSE_CODES.OK)
    const ticket: string = answer.json().data.deliveryTicket
    const received = await kannel.waitForMessage((message) => message.to === '13800000001')
    const code = /(\d{6})/.exec(received.text)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    const delivered = await waitFor(
      () => rowOf(t, ticket),
      (row) => row?.status === 'delivered',
    )
    expect(delivered).toMatchObject({ attempts: 1, body: null, provider: 'kannel', purpose: 'login' })
    const state = await t.app.inject({ method: 'GET', url: `/sms/delivery?ticket=${ticket}` })
    expect(state.json().data).toEqual({ state: 'sent' })
    // The code that came through Kannel signs agent01 in; nothing went to the outbox.
    const login = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { loginType: 'phone', phone: '13800000001', smsCode: code },
    })
    expect(login.json().code).toBe(RESPONSE_CODES.OK)
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?to=13800000001' })).json().data).toEqual([])
  })

  it('refuses a delivery report whose token was not issued for that message, and changes nothing', async () => {
    const id = await t.app.sms.send('13800000009', 'Hello from the portal', { tenantId: null })
    await waitFor(
      () => rowOf(t, id),
      (row) => row?.status === 'delivered',
    )
    const other = await t.app.sms.send('13800000008', 'Another', { tenantId: null })
    await waitFor(
      () => rowOf(t, other),
      (row) => row?.status === 'delivered',
    )
    await ownerQuery(t.store, "UPDATE sms_messages SET status = 'sent' WHERE id = $1", [other])
    const forged = await t.app.inject({
      method: 'GET',
      url: `/sms/delivery-report?id=${other}&token=forged-token&status=2`,
    })
    expect(forged.statusCode).toBe(403)
    expect((await rowOf(t, other))?.status).toBe('sent')
  })

  it('takes one final delivery report per message: a captured report address replayed with any status is refused', async () => {
    const id = await t.app.sms.send('13800000006', 'Your parcel has left', { tenantId: null })
    await waitFor(
      () => rowOf(t, id),
      (row) => row?.status === 'delivered',
    )
    // Kannel is asked for the final report only, so the one address it calls is the only one anybody sees.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const reports = relay.reports.filter((url) => url.includes(id))
    expect(reports.map((url) => new URL(url, 'http://relay').searchParams.get('status'))).toEqual(['1'])
    const captured = new URL(reports[0] ?? '', 'http://relay')
    for (const status of ['2', '16', '1', '8']) {
      captured.searchParams.set('status', status)
      const replay = await t.app.inject({ method: 'GET', url: `${captured.pathname}${captured.search}` })
      expect(replay.statusCode).toBe(409)
      expect(replay.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, data: null })
    }
    expect(await rowOf(t, id)).toMatchObject({ status: 'delivered' })
  })

  it('keeps a message queued across a restart, and the restarted process sends it', async () => {
    // A process whose gateway is unreachable: its first try fails and the row waits for a retry far ahead.
    const deadPort = await freeLoopbackPort()
    const before = await startTestApp({
      env: {
        KANNEL_SENDSMS_URL: `http://127.0.0.1:${deadPort}/cgi-bin/sendsms`,
        KANNEL_USERNAME: kannel.username,
        KANNEL_PASSWORD: kannel.password,
        SMS_RETRY_BASE_MS: '600000',
        SMS_TICK_MS: '50',
      },
    })
    const id = await before.app.sms.send('13800000007', 'Survives a restart', { tenantId: null })
    await waitFor(
      () => rowOf(before, id),
      (row) => row?.status === 'queued' && row.attempts === 1,
    )
    await before.app.close()
    // The process comes back on the same data with the gateway reachable; later the retry is due.
    const after = await buildApp({
      config: { ...before.config, kannel: t.config.kannel },
      store: before.store,
    })
    await after.ready()
    try {
      await ownerQuery(before.store, 'UPDATE sms_messages SET next_attempt_at = now() WHERE id = $1', [id])
      await kannel.waitForMessage((message) => message.to === '13800000007')
      const sent = await waitFor(
        () => rowOf(before, id),
        (row) => row?.status !== 'queued' && row?.status !== 'sending',
      )
      expect(sent).toMatchObject({ attempts: 2, provider: 'kannel' })
    } finally {
      await after.close()
      await before.store.close()
    }
  })
})

describe.skipIf(missing)(`the SMS queue's retry limit${missing && ` (SKIPPED: ${missing})`}`, () => {
  let kannel: KannelPeer
  let t: TestApp
  beforeAll(async () => {
    kannel = await startKannel()
    t = await startTestApp({
      env: {
        KANNEL_SENDSMS_URL: kannel.sendsmsUrl,
        KANNEL_USERNAME: kannel.username,
        KANNEL_PASSWORD: 'not-the-password',
        SMS_MAX_ATTEMPTS: '3',
        SMS_RETRY_BASE_MS: '50',
        SMS_TICK_MS: '20',
      },
    })
  }, 60_000)
  afterAll(async () => {
    await t?.close()
    await kannel?.stop()
  })

  it('retries a message Kannel refuses up to the limit, then marks it failed, and the ticket says so', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/user/login/sms-code?mobile=13800000001' })
    const ticket: string = answer.json().data.deliveryTicket
    const failed = await waitFor(
      () => rowOf(t, ticket),
      (row) => row?.status === 'failed',
    )
    expect(failed).toMatchObject({ attempts: 3, body: null })
    const state = await t.app.inject({ method: 'GET', url: `/sms/delivery?ticket=${ticket}` })
    expect(state.json().data).toEqual({ state: 'failed' })
    expect(kannel.received).toEqual([])
  })
})
