import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type CtiState } from '@portal/contract'
import type { TestApp } from '../../../../test/test-app'
import { callLegsOf as legsOf, type CtiClient } from '../test-support/telephony-test-kit'
import {
  answeredSipCall,
  reportSipEvent,
  sipUriOf,
  sipUserOf,
  startSipTransferApp,
} from '../test-support/sip-transfer-kit'

let t: TestApp
let agent: CtiClient
let admin: CtiClient

// A warm transfer on a real SIP network: agent01's softphone holds the customer and calls the administrator's
// softphone (the consult's second call, which kamailio reports like any call); completing it refers the customer
// to the administrator with Replaces, and the customer's INVITE that follows takes the consult's call over.
beforeAll(async () => {
  ;({ t, agent, admin } = await startSipTransferApp())
})
afterAll(() => t.close())

/**
 * agent01 consults the administrator about a customer's SIP call; their softphone's second call reaches the
 * administrator's (kamailio's report and the page's both), who answers the consult. The consult's id and call id.
 */
async function consultingAdmin(phone: string, sipCallId: string) {
  const callId = await answeredSipCall(t, agent, admin, phone, sipCallId)
  const { accountId } = (await admin.state()).agent
  const consulting = await agent.ok('POST', `/api/v1/speech/call/${callId}/consult`, { accountId })
  expect(consulting.call).toMatchObject({ callId, callStatus: 'INBOUND_ON_HOLD' })
  expect(consulting.consult).toMatchObject({ status: 'RINGING', isMine: true })
  // The agent's softphone calls where the server says: the administrator's softphone.
  expect(consulting.call?.softphone?.target).toBe(await sipUriOf(admin))
  const [agentUser, adminUser] = [await sipUserOf(agent), await sipUserOf(admin)]
  const leg = { callId: `consult-${sipCallId}`, from: agentUser, to: adminUser, fromTag: 'a1' }
  await reportSipEvent(t, { event: 'invite', ...leg })
  const incoming = await admin.call('POST', '/api/v1/speech/softphone/incoming', {
    from: agentUser,
    dialog: {
      callId: leg.callId,
      localTag: 'b1',
      remoteTag: 'a1',
      remoteUri: `sip:${agentUser}@portal.test`,
    },
  })
  expect(incoming.json().code, incoming.body).toBe(RESPONSE_CODES.OK)
  // The second call is the consult's, not a call of the administrator's own.
  const rung = incoming.json().data as CtiState
  expect(rung.call).toBeNull()
  expect(rung.consult).toMatchObject({ callId, status: 'RINGING', isMine: false })
  const consultId = rung.consult?.id ?? ''
  await admin.ok('POST', `/api/v1/speech/consult/${consultId}/answer`)
  await reportSipEvent(t, { event: 'answer', ...leg })
  return { callId, consultId, leg, adminUser }
}

describe('a consult on the SIP network', () => {
  it('completes: the customer’s INVITE with Replaces is the administrator’s connected call, agent01 in ACW', async () => {
    const { consultId, leg, adminUser } = await consultingAdmin('13900004001', 'customer-4001@sip')
    const done = await agent.ok('POST', `/api/v1/speech/consult/${consultId}/complete`)
    expect(done.agent.systemState).toBe('ACW')
    // The ended call keeps where its softphone refers the customer (with the consult's call to replace).
    expect(done.call).toMatchObject({ result: 'transferred', softphone: { target: await sipUriOf(admin) } })
    const taken = await admin.state()
    expect(taken.consult).toBeNull()
    expect(taken.call).toMatchObject({
      callStatus: 'INBOUND_ACTIVE',
      agentAccountId: taken.agent.accountId,
      softphone: { dialog: null },
    })
    const replacing = { callId: 'customer-4001@sip', from: '13900004001', to: adminUser, fromTag: 'c2' }
    await reportSipEvent(t, { event: 'invite', ...replacing, replaces: leg.callId })
    const connected = await admin.state()
    expect(connected.call).toMatchObject({
      callId: taken.call?.callId,
      callStatus: 'INBOUND_ACTIVE',
      softphone: { dialog: { callId: 'customer-4001@sip' } },
    })
    // The administrator's page reports the same INVITE: the same call, with the page's own dialog.
    const dialog = { callId: 'customer-4001@sip', localTag: 'b2', remoteTag: 'c2', remoteUri: 'sip:c@h' }
    const reported = await admin.ok('POST', '/api/v1/speech/softphone/incoming', {
      from: '13900004001',
      dialog,
    })
    expect(reported.call).toMatchObject({ callId: taken.call?.callId, softphone: { dialog } })
    // The answer of the new call, then the BYE that ends the replaced consult call: the customer stays connected.
    await reportSipEvent(t, { event: 'answer', ...replacing })
    await reportSipEvent(t, { event: 'bye', ...leg, from: adminUser, to: leg.from })
    expect((await admin.state()).call).toMatchObject({
      callId: taken.call?.callId,
      callStatus: 'INBOUND_ACTIVE',
    })
    const legs = await legsOf(agent, done.call?.callRecordId ?? '')
    expect(legs).toEqual([
      expect.objectContaining({
        mode: 'CONSULT',
        status: 'COMPLETED',
        fromStaffName: '坐席01',
        toStaffName: '管理员',
        nextRecordId: taken.call?.callRecordId,
      }),
    ])
    expect(legs[0]?.answeredAt).not.toBeNull()
    // The customer hangs up on the administrator: their call ends answered.
    await reportSipEvent(t, { event: 'bye', ...replacing, from: '13900004001', to: adminUser })
    const ended = await admin.state()
    expect(ended.agent.systemState).toBe('ACW')
    expect(ended.call?.result).toBe('answered')
  })

  it('cancels: the consult’s call ends and the customer, taken off hold, is back with agent01', async () => {
    const { callId, consultId, leg } = await consultingAdmin('13900004002', 'customer-4002@sip')
    const back = await agent.ok('POST', `/api/v1/speech/consult/${consultId}/cancel`)
    expect(back.call).toMatchObject({ callId, callStatus: 'INBOUND_ACTIVE', heldAt: null, participants: [] })
    expect(back.consult).toBeNull()
    await reportSipEvent(t, { event: 'bye', ...leg })
    const free = await admin.state()
    expect(free.consult).toBeNull()
    expect(free.call).toBeNull()
    expect(free.agent.systemState).toBe('READY')
    expect((await agent.state()).call).toMatchObject({ callId, callStatus: 'INBOUND_ACTIVE' })
    expect(await legsOf(agent, back.call?.callRecordId ?? '')).toEqual([
      expect.objectContaining({ mode: 'CONSULT', status: 'CANCELLED', nextRecordId: null }),
    ])
  })

  it('refuses a conference, saying why, and changes nothing', async () => {
    const { callId, consultId } = await consultingAdmin('13900004003', 'customer-4003@sip')
    const conference = await agent.call('POST', `/api/v1/speech/consult/${consultId}/conference`)
    expect(conference.statusCode).toBe(409)
    expect(conference.json().message).toBe(
      'SIP 网络不支持三方通话（SIP 服务器没有混音），请完成转接或取消咨询',
    )
    expect((await agent.state()).consult).toMatchObject({ id: consultId, status: 'CONSULTING' })
    await agent.ok('POST', `/api/v1/speech/consult/${consultId}/cancel`)
    expect((await agent.state()).call).toMatchObject({ callId, callStatus: 'INBOUND_ACTIVE' })
  })
})
