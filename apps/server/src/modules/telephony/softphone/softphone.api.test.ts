import { createHmac } from 'node:crypto'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type CallRecord, type SoftphoneCredentials } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { seedSecondCoCall, type SecondCoCall } from '../test-support/second-co-call-kit'
import {
  resetAgents,
  setCtiSettings,
  signedInClient,
  type CtiClient,
} from '../test-support/telephony-test-kit'

const SIP_SECRET = 'the-secret-kamailio-shares-with-us'
const log: string[] = []
let t: TestApp
let agent: CtiClient
let multi: CtiClient
let second: SecondCoCall

// Demo Co. runs on a real SIP network here: its agents sign in on the browser softphone, which reports each SIP
// session to the CTI server. Everything the server logs is kept, to show no password ever reaches it.
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
  await setCtiSettings(t, 'demo', { network: 'sip', sign_models: ['SIPPHONE'], ring_timeout_seconds: 1 })
  agent = await signedInClient(t, 'agent01', 'Agent@2026')
  multi = await signedInClient(t, 'multi@demo.com', 'Multi@2026', second.demoTenantId)
})
afterAll(() => t.close())

const dialog = (callId: string) => ({
  callId,
  localTag: 'local-tag',
  remoteTag: 'remote-tag',
  remoteUri: 'sip:13900001111@127.0.0.1',
})
const incoming = (client: CtiClient, from: string, sipCallId: string) =>
  client.call('POST', '/api/v1/speech/softphone/incoming', { from, dialog: dialog(sipCallId) })
const report = (client: CtiClient, callId: string, event: string, sipCallId?: string) =>
  client.ok('POST', '/api/v1/speech/softphone/event', {
    callId,
    event,
    ...(sipCallId ? { dialog: dialog(sipCallId) } : {}),
  })
const recordOf = async (client: CtiClient, callId: string) =>
  (await client.ok<CallRecord[]>('GET', '/api/v1/call/history')).find((record) => record.callId === callId)

async function readyOnSoftphone(client: CtiClient) {
  await resetAgents(client)
  await client.choose(3)
}

describe('the browser softphone on a SIP network', () => {
  it("mints the agent's own short-lived SIP account, never cached and never logged", async () => {
    await readyOnSoftphone(agent)
    const response = await agent.call('POST', '/api/v1/speech/softphone/credentials')
    expect(response.headers['cache-control']).toBe('no-store')
    const credentials = response.json().data as SoftphoneCredentials
    expect(credentials.webSocketUrl).toBe('ws://127.0.0.1:5066')
    expect(credentials.sipUri).toBe('sip:demo.agent01@portal.test')
    const [expiry, user] = credentials.authorizationUser.split(':')
    expect(user).toBe('demo.agent01')
    expect(Number(expiry) * 1000).toBe(new Date(credentials.expiresAt).getTime())
    expect(Number(expiry) * 1000 - Date.now()).toBeGreaterThan(29 * 60_000)
    expect(Number(expiry) * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60_000)
    const signature = createHmac('sha1', SIP_SECRET).update(credentials.authorizationUser).digest('base64')
    expect(credentials.password).toBe(signature)
    expect(log.join('')).not.toContain(credentials.password)
    expect((await agent.state()).agent.softphone).toBe(true)
  })

  it('rings a SIP call put through to the ready agent, answered in the widget and hung up by the caller', async () => {
    await readyOnSoftphone(agent)
    const response = await incoming(agent, '13900001111', 'sip-call-1@127.0.0.1')
    expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
    const ringing = response.json().data
    expect(ringing.call.callStatus).toBe('INBOUND_WAITING_FOR_ANSWER')
    expect(ringing.call.softphone).toEqual({
      target: null,
      dialog: dialog('sip-call-1@127.0.0.1'),
      referral: null,
    })
    expect(ringing.call.customer?.name).toBe('王女士')
    const { callId } = ringing.call
    await agent.act(callId, 'answer')
    await agent.act(callId, 'hold')
    await agent.act(callId, 'resume')
    const ended = await report(agent, callId, 'hangup')
    expect(ended.call?.endedAt).not.toBeNull()
    expect(ended.agent.systemState).toBe('ACW')
    const record = await recordOf(agent, callId)
    expect(record).toMatchObject({ result: 'answered', callType: 'INBOUND' })
    expect(record?.answeredAt).not.toBeNull()
  })

  it('refuses a SIP call for an agent who is not ready, and keeps no record of it', async () => {
    await resetAgents(agent)
    const response = await incoming(agent, '13900001111', 'sip-call-2@127.0.0.1')
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe(RESPONSE_CODES.FAILURE)
    expect((await agent.state()).call).toBeNull()
  })

  it('ends a SIP call that rings out, rather than offering it to another agent, and marks the agent busy', async () => {
    await readyOnSoftphone(agent)
    const ringing = (await incoming(agent, '13900002222', 'sip-call-3@127.0.0.1')).json().data
    const after = await agent.until((state) => state.agent.systemState === 'AWAY')
    expect(after.call).toBeNull()
    expect(await recordOf(agent, ringing.call.callId)).toMatchObject({ result: 'noAnswer' })
  })

  it('ends a SIP call the agent rejects, rather than queue it for another agent, and keeps it in their records', async () => {
    await readyOnSoftphone(agent)
    const ringing = (await incoming(agent, '13900004444', 'sip-call-5@127.0.0.1')).json().data
    const after = await agent.act(ringing.call.callId, 'reject')
    expect(after.call).toBeNull()
    expect(after.agent.systemState).toBe('AWAY')
    expect(await recordOf(agent, ringing.call.callId)).toMatchObject({ result: 'rejected', answeredAt: null })
  })

  it('dials through the softphone, which reports the dialog, early media and the answer', async () => {
    await readyOnSoftphone(agent)
    const dialling = await agent.dial({ phone: '13800000009' })
    expect(dialling.call?.callStatus).toBe('MANUAL_DIALING')
    expect(dialling.call?.softphone).toEqual({
      target: 'sip:13800000009@portal.test',
      dialog: null,
      referral: null,
    })
    const callId = dialling.call?.callId ?? ''
    // No simulated far end on a SIP network: only the softphone's reports move the call.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await agent.state()).call?.callStatus).toBe('MANUAL_DIALING')
    const withDialog = await report(agent, callId, 'dialling', 'sip-out-1@127.0.0.1')
    expect(withDialog.call?.softphone?.dialog?.callId).toBe('sip-out-1@127.0.0.1')
    expect((await report(agent, callId, 'earlyMedia')).call?.callStatus).toBe('MANUAL_EARLY_MEDIA')
    const answered = await report(agent, callId, 'answer')
    expect(answered.call?.answeredAt).not.toBeNull()
    await agent.act(callId, 'hangup')
    expect(await recordOf(agent, callId)).toMatchObject({ result: 'answered', callType: 'MANUAL' })
  })

  it.each([
    ['busy', 'busy'],
    ['noAnswer', 'noAnswer'],
    ['reject', 'rejected'],
    ['failed', 'failed'],
  ])('ends a dialled call the softphone reports as %s', async (event, result) => {
    await readyOnSoftphone(agent)
    const callId = (await agent.dial({ phone: '13800000009' })).call?.callId ?? ''
    const ended = await report(agent, callId, event)
    expect(ended.call?.endedAt).not.toBeNull()
    expect(await recordOf(agent, callId)).toMatchObject({ result })
  })
})

describe('the softphone between tenants and agents', () => {
  it('gives one person a separate SIP account in each tenant, and none for a tenant that is not on SIP', async () => {
    await multi.signIn()
    const demo = await multi.ok<SoftphoneCredentials>('POST', '/api/v1/speech/softphone/credentials')
    expect(demo.sipUri).toMatch(/^sip:demo\./)
    await setCtiSettings(t, 'demo', { network: 'simulator' })
    try {
      const refused = await multi.call('POST', '/api/v1/speech/softphone/credentials')
      expect(refused.statusCode).toBe(409)
      expect(refused.json().data).toBeFalsy()
    } finally {
      await setCtiSettings(t, 'demo', { network: 'sip' })
    }
  })

  it("lets no agent report on a call that is not theirs: another tenant's or a colleague's", async () => {
    await readyOnSoftphone(agent)
    for (const callId of [second.activeCallId, second.queuedCallId]) {
      const response = await agent.call('POST', '/api/v1/speech/softphone/event', { callId, event: 'hangup' })
      expect(response.statusCode, callId).toBe(404)
    }
    const colleagueCall = (await incoming(agent, '13900003333', 'sip-call-4@127.0.0.1')).json().data.call
      .callId
    await multi.signIn()
    const response = await multi.call('POST', '/api/v1/speech/softphone/event', {
      callId: colleagueCall,
      event: 'hangup',
    })
    expect(response.statusCode).toBe(404)
    expect((await agent.state()).call?.callStatus).toBe('INBOUND_WAITING_FOR_ANSWER')
    await agent.act(colleagueCall, 'reject')
  })
})
