import { createHmac } from 'node:crypto'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type CallRecord, type CtiState, type SoftphoneCredentials } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { AGENT_END_GRACE_MS } from './sip-server-event-routes'
import {
  secondCoTelephonyRows,
  seedSecondCoCall,
  type SecondCoCall,
} from '../test-support/second-co-call-kit'
import {
  resetAgents,
  setCtiSettings,
  signedInClient,
  type CtiClient,
} from '../test-support/telephony-test-kit'

const SIP_SECRET = 'the-secret-kamailio-shares-with-us'
const AGENT = 'demo.agent01'
const log: string[] = []
let t: TestApp
let agent: CtiClient
let second: SecondCoCall

// Demo Co. on a real SIP network: besides its agents' softphones, the SIP server itself reports each call it
// routes to or from them, signed with the secret it shares with us. Everything the server logs is kept.
beforeAll(async () => {
  t = await startTestApp({
    env: {
      CTI_TICK_MS: '20',
      SIP_WS_URL: 'ws://127.0.0.1:5066',
      SIP_DOMAIN: 'portal.test',
      SIP_SHARED_SECRET: SIP_SECRET,
    },
    logDestination: new Writable({ write: (chunk, _encoding, done) => done(void log.push(String(chunk))) }),
  })
  second = await seedSecondCoCall(t.store)
  await setCtiSettings(t, 'demo', { network: 'sip', sign_models: ['SIPPHONE'], ring_timeout_seconds: 30 })
  agent = await signedInClient(t, 'agent01', 'Agent@2026')
})
afterAll(() => t.close())

const hmac = (secret: string) => (body: string) => createHmac('sha256', secret).update(body).digest('hex')

/** What kamailio posts: the event as JSON, signed over its exact bytes. */
function sipServer(
  event: Record<string, unknown>,
  sign: ((body: string) => string) | null = hmac(SIP_SECRET),
) {
  const body = JSON.stringify({ at: Math.floor(Date.now() / 1000), ...event })
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/speech/sip/events',
    headers: { 'content-type': 'application/json', ...(sign ? { 'x-sip-signature': sign(body) } : {}) },
    payload: body,
  })
}
async function reported(event: Record<string, unknown>) {
  const response = await sipServer(event)
  expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
}
const inviteToAgent = (callId: string, from = '13900001111') =>
  reported({
    event: 'invite',
    callId,
    from,
    to: AGENT,
    fromUri: `sip:${from}@127.0.0.1`,
    fromTag: 'caller-tag',
  })
const dialog = (callId: string) => ({
  callId,
  localTag: 'page-tag',
  remoteTag: 'caller-tag',
  remoteUri: 'sip:x@y',
})
const pageIncoming = (callId: string, from = '13900001111') =>
  agent.call('POST', '/api/v1/speech/softphone/incoming', { from, dialog: dialog(callId) })
const pageReport = (callId: string, event: string) =>
  agent.ok('POST', '/api/v1/speech/softphone/event', { callId, event })
const history = () => agent.ok<CallRecord[]>('GET', '/api/v1/call/history')
// The history masks the middle of a number: 139****2001.
const recordsOf = async (phone: string) =>
  (await history()).filter((record) => record.phoneNumber === `${phone.slice(0, 3)}****${phone.slice(-4)}`)

async function readyOnSoftphone() {
  await resetAgents(agent)
  await agent.choose(3)
}

describe('the SIP server reporting calls, signed with the shared secret', () => {
  it('refuses an event that is unsigned, signed with another secret or over other bytes, or stale; none changes anything', async () => {
    await readyOnSoftphone()
    const event = { event: 'invite', callId: 'refused@sip', from: '13900009999', to: AGENT }
    const attempts = [
      await sipServer(event, null),
      await sipServer(event, hmac('another-secret-of-sixteen')),
      await sipServer(event, (body) => hmac(SIP_SECRET)(`${body} `)),
      await sipServer(event, () => 'not hex at all'),
    ]
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(401)
      expect(response.json().data).toBeNull()
    }
    const stale = await sipServer({ ...event, at: Math.floor(Date.now() / 1000) - 3600 })
    expect(stale.statusCode).toBe(400)
    expect((await agent.state()).call).toBeNull()
    expect(await recordsOf('13900009999')).toEqual([])
    expect(log.join('')).not.toContain(SIP_SECRET)
  })

  it('rings a ready agent whose page never reported the call, and ends it as missed when the caller cancels', async () => {
    await readyOnSoftphone()
    await inviteToAgent('unreported@sip', '13900002001')
    const ringing = await agent.state()
    expect(ringing.call?.callStatus).toBe('INBOUND_WAITING_FOR_ANSWER')
    expect(ringing.call?.softphone?.dialog?.callId).toBe('unreported@sip')
    await reported({ event: 'cancel', callId: 'unreported@sip', from: '13900002001', to: AGENT })
    const after = await agent.state()
    expect(after.call).toBeNull()
    expect(after.agent.systemState).toBe('READY')
    expect(await recordsOf('13900002001')).toMatchObject([{ result: 'abandoned', answeredAt: null }])
  })

  it('is the same call the page then reports: its incoming report gets it, not a second call nor a refusal', async () => {
    await readyOnSoftphone()
    await inviteToAgent('both@sip', '13900002002')
    const response = await pageIncoming('both@sip', '13900002002')
    expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
    const state = response.json().data as CtiState
    expect(state.call?.softphone?.dialog).toEqual(dialog('both@sip'))
    await agent.act(state.call?.callId ?? '', 'answer')
    await reported({ event: 'answer', callId: 'both@sip', from: '13900002002', to: AGENT })
    expect((await agent.state()).call?.callStatus).toBe('INBOUND_ACTIVE')
    expect(await recordsOf('13900002002')).toHaveLength(1)
  })

  it("ends an answered call and writes its record on the far end's BYE when the page reports nothing more", async () => {
    const callId = (await agent.state()).call?.callId ?? ''
    await reported({ event: 'bye', callId: 'both@sip', from: '13900002002', to: AGENT })
    const ended = await agent.state()
    expect(ended.agent.systemState).toBe('ACW')
    expect(ended.call?.endedAt).not.toBeNull()
    const [record] = await recordsOf('13900002002')
    expect(record).toMatchObject({ callId, result: 'answered' })
    // The page's late report of the same hang-up, and the SIP server's repeated BYE, change nothing.
    await pageReport(callId, 'hangup')
    await reported({ event: 'bye', callId: 'both@sip', from: AGENT, to: '13900002002' })
    expect(await recordsOf('13900002002')).toEqual([record])
    expect((await agent.state()).agent.systemState).toBe('ACW')
  })

  it('changes nothing when the softphone already reported the whole call', async () => {
    await readyOnSoftphone()
    const ringing = (await pageIncoming('page-first@sip', '13900002003')).json().data as CtiState
    const callId = ringing.call?.callId ?? ''
    await agent.act(callId, 'answer')
    await pageReport(callId, 'hangup')
    const before = { state: await agent.state(), records: await recordsOf('13900002003') }
    await inviteToAgent('page-first@sip', '13900002003')
    await reported({ event: 'answer', callId: 'page-first@sip', from: '13900002003', to: AGENT })
    await reported({ event: 'bye', callId: 'page-first@sip', from: AGENT, to: '13900002003' })
    expect(await recordsOf('13900002003')).toEqual(before.records)
    expect((await agent.state()).agent).toEqual(before.state.agent)
  })

  it("follows a call the agent dialled: the SIP server's INVITE gives it its dialog, then the answer and the agent's BYE", async () => {
    await readyOnSoftphone()
    const callId = (await agent.dial({ phone: '13800002004' })).call?.callId ?? ''
    const outbound = { callId: 'dialled@sip', from: AGENT, to: '13800002004', fromTag: 'agent-tag' }
    await reported({ event: 'invite', ...outbound, toUri: 'sip:13800002004@portal.test' })
    expect((await agent.state()).call?.softphone?.dialog).toMatchObject({ callId: 'dialled@sip' })
    await reported({ event: 'answer', ...outbound })
    expect((await agent.state()).call?.answeredAt).not.toBeNull()
    // The agent's own BYE waits a moment for their page's report, which knows why it hung up; none comes here.
    await reported({ event: 'bye', ...outbound })
    expect((await agent.state()).call?.endedAt).toBeNull()
    await agent.until((state) => Boolean(state.call?.endedAt), AGENT_END_GRACE_MS + 3000)
    expect(await recordsOf('13800002004')).toMatchObject([{ callId, result: 'answered', callType: 'MANUAL' }])
  })

  it("lets the page's report of why the agent's phone hung up win over the SIP server's BYE that came first", async () => {
    await readyOnSoftphone()
    await inviteToAgent('media-lost@sip', '13900002006')
    const callId = (await agent.state()).call?.callId ?? ''
    await agent.act(callId, 'answer')
    await reported({ event: 'bye', callId: 'media-lost@sip', from: AGENT, to: '13900002006' })
    await pageReport(callId, 'failed')
    await new Promise((resolve) => setTimeout(resolve, AGENT_END_GRACE_MS + 500))
    expect(await recordsOf('13900002006')).toMatchObject([{ callId, result: 'failed' }])
  })

  it('keeps the call up when another tab of the agent takes it over (INVITE with Replaces) and the old dialog ends', async () => {
    await readyOnSoftphone()
    await inviteToAgent('first-tab@sip', '13900002007')
    const callId = (await agent.state()).call?.callId ?? ''
    await agent.act(callId, 'answer')
    const parties = { from: AGENT, to: '13900002007', toUri: 'sip:13900002007@127.0.0.1' }
    await reported({ event: 'invite', callId: 'second-tab@sip', replaces: 'first-tab@sip', ...parties })
    await reported({ event: 'answer', callId: 'second-tab@sip', ...parties })
    await reported({ event: 'bye', callId: 'first-tab@sip', from: '13900002007', to: AGENT })
    const after = await agent.state()
    expect(after.call).toMatchObject({ callStatus: 'INBOUND_ACTIVE', endedAt: null })
    expect(after.call?.softphone?.dialog?.callId).toBe('second-tab@sip')
    await reported({ event: 'bye', callId: 'second-tab@sip', from: '13900002007', to: AGENT })
    expect(await recordsOf('13900002007')).toMatchObject([{ callId, result: 'answered' }])
  })

  it('ends a dialled call as busy on the final failure the SIP server relays', async () => {
    await readyOnSoftphone()
    await agent.dial({ phone: '13800002005' })
    const outbound = { callId: 'busy@sip', from: AGENT, to: '13800002005' }
    await reported({ event: 'invite', ...outbound })
    await reported({ event: 'failure', status: 486, ...outbound })
    expect(await recordsOf('13800002005')).toMatchObject([{ result: 'busy' }])
  })
})

describe('the SIP server between tenants', () => {
  it("never touches another tenant's agents or calls, even with a SIP Call-ID and an account they share", async () => {
    await setCtiSettings(t, 'second', { network: 'sip' })
    await ownerQuery(t.store, `UPDATE call_records SET sip_dialog = $2 WHERE id = $1`, [
      second.activeRecordId,
      JSON.stringify(dialog('shared@sip')),
    ])
    // multi@demo.com is on the softphone in Demo Co. too, where no call of theirs has that Call-ID.
    const multi = await signedInClient(t, 'multi@demo.com', 'Multi@2026', second.demoTenantId)
    await multi.signIn()
    await multi.choose(3)
    const credentials = await multi.ok<SoftphoneCredentials>('POST', '/api/v1/speech/softphone/credentials')
    const multiUser = credentials.sipUri.replace(/^sip:|@.*$/g, '')
    const before = await secondCoTelephonyRows(t.store, second.secondTenantId)
    await reported({ event: 'bye', callId: 'shared@sip', from: '13700007777', to: multiUser })
    await reported({ event: 'bye', callId: 'shared@sip', from: AGENT, to: '13700007777' })
    await reported({ event: 'invite', callId: 'new@sip', from: '13700007777', to: 'second.agent01' })
    await reported({ event: 'invite', callId: 'none@sip', from: '13700007777', to: 'nosuch.agent01' })
    expect(await secondCoTelephonyRows(t.store, second.secondTenantId)).toEqual(before)
    expect((await multi.state()).call).toBeNull()
  })
})
