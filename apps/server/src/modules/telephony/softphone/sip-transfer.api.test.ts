import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type CtiState, type SoftphoneCredentials } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import {
  resetAgents,
  setCtiSettings,
  signedInClient,
  type CtiClient,
} from '../test-support/telephony-test-kit'

const SIP_SECRET = 'the-secret-kamailio-shares-with-us'
let t: TestApp
let agent: CtiClient
let admin: CtiClient

// Demo Co. on a real SIP network, agent01 and the administrator both on the browser softphone: a blind transfer
// must move the media too, so the agent's softphone learns where to refer the customer, and the customer's INVITE
// that follows the referral is the transferred call ringing for the colleague.
beforeAll(async () => {
  t = await startTestApp({
    env: { SIP_WS_URL: 'ws://127.0.0.1:5066', SIP_DOMAIN: 'portal.test', SIP_SHARED_SECRET: SIP_SECRET },
  })
  await setCtiSettings(t, 'demo', { network: 'sip', sign_models: ['SIPPHONE'], ring_timeout_seconds: 30 })
  agent = await signedInClient(t, 'agent01', 'Agent@2026')
  admin = await signedInClient(t, 'admin@demo.com', 'Admin@2026')
})
afterAll(() => t.close())

/** What kamailio posts of a call it routes: the event as JSON, signed over its exact bytes. */
async function reported(event: Record<string, unknown>) {
  const body = JSON.stringify({ at: Math.floor(Date.now() / 1000), ...event })
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/speech/sip/events',
    headers: {
      'content-type': 'application/json',
      'x-sip-signature': createHmac('sha256', SIP_SECRET).update(body).digest('hex'),
    },
    payload: body,
  })
  expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
}

const sipUserOf = async (client: CtiClient) =>
  (await client.ok<SoftphoneCredentials>('POST', '/api/v1/speech/softphone/credentials')).sipUri

/** agent01 answers a customer's SIP call and transfers it blind to the administrator; both states after. */
async function transferredToAdmin(phone: string, sipCallId: string) {
  await resetAgents(agent, admin)
  await agent.choose(3)
  await admin.choose(3)
  await reported({ event: 'invite', callId: sipCallId, from: phone, to: 'demo.agent01', fromTag: 'c' })
  const callId = (await agent.state()).call?.callId ?? ''
  await agent.act(callId, 'answer')
  const { accountId } = (await admin.state()).agent
  const own = await agent.ok('POST', `/api/v1/speech/call/${callId}/transfer`, { accountId })
  return { own, theirs: await admin.state() }
}

describe('a blind transfer on the SIP network', () => {
  it("gives the agent's ended call the colleague's SIP address to refer the customer to", async () => {
    const { own, theirs } = await transferredToAdmin('13900003001', 'referring@sip')
    expect(own.call).toMatchObject({ result: 'transferred' })
    expect(own.call?.softphone?.target).toBe(await sipUserOf(admin))
    expect(theirs.call).toMatchObject({
      callStatus: 'INBOUND_WAITING_FOR_ANSWER',
      softphone: { dialog: null },
    })
  })

  it("makes the customer's INVITE to the colleague their ringing transferred call, not a second call", async () => {
    const { theirs } = await transferredToAdmin('13900003002', 'before-referral@sip')
    const adminUser = (await sipUserOf(admin)).replace(/^sip:|@.*$/g, '')
    // Another number calling the colleague meanwhile is not the customer: it changes nothing.
    await reported({ event: 'invite', callId: 'stranger@sip', from: '13900003999', to: adminUser })
    expect((await admin.state()).call).toEqual(theirs.call)
    await reported({ event: 'invite', callId: 'referred@sip', from: '13900003002', to: adminUser })
    const ringing = await admin.state()
    expect(ringing.call?.callId).toBe(theirs.call?.callId)
    expect(ringing.call?.softphone?.dialog?.callId).toBe('referred@sip')
    // The colleague's page reports the same INVITE: it gets the same call, with the page's own dialog.
    const dialog = { callId: 'referred@sip', localTag: 'admin-tag', remoteTag: 'c2', remoteUri: 'sip:c@h' }
    const response = await admin.call('POST', '/api/v1/speech/softphone/incoming', {
      from: '13900003002',
      dialog,
    })
    expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
    const state = response.json().data as CtiState
    expect(state.call).toMatchObject({ callId: theirs.call?.callId, softphone: { dialog } })
  })

  it('refuses a consult and a transfer to a queue, whose media the SIP network cannot move yet, changing nothing', async () => {
    await resetAgents(agent, admin)
    await agent.choose(3)
    await admin.choose(3)
    await reported({
      event: 'invite',
      callId: 'sip-refusals@c',
      from: '13900001111',
      to: 'demo.agent01',
      fromTag: 'c',
    })
    const callId = (await agent.state()).call?.callId ?? ''
    await agent.act(callId, 'answer')
    const { accountId } = (await admin.state()).agent
    const consult = await agent.call('POST', `/api/v1/speech/call/${callId}/consult`, { accountId })
    expect(consult.statusCode).toBe(409)
    expect(consult.json().message).toBe('SIP 网络暂不支持咨询和转队列，请使用直接转接坐席')
    const groups = await agent.ok<{ id: string }[]>('GET', '/api/v1/speech/skill-groups')
    const queued = await agent.call('POST', `/api/v1/speech/call/${callId}/transfer`, {
      skillGroupId: groups[0]?.id ?? '',
    })
    expect(queued.statusCode).toBe(409)
    const state = await agent.state()
    expect(state.call).toMatchObject({ callId, callStatus: 'INBOUND_ACTIVE' })
    expect(state.consult ?? null).toBeNull()
  })
})
