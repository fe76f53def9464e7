import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type CtiState, type SoftphoneEvent } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
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

/** agent01's softphone tells what became of its REFER. */
const reportReferral = (callId: string, event: SoftphoneEvent) =>
  agent.ok('POST', '/api/v1/speech/softphone/event', { callId, event })

describe('a consult on the SIP network', () => {
  it('completes once the customer’s INVITE with Replaces reaches the administrator: their connected call, agent01 in ACW', async () => {
    const { callId, consultId, leg, adminUser } = await consultingAdmin('13900004001', 'customer-4001@sip')
    const referring = await agent.ok('POST', `/api/v1/speech/consult/${consultId}/complete`)
    // The customer is still agent01's, held, while their softphone refers them (with the consult's call to replace).
    expect(referring.call).toMatchObject({
      callId,
      callStatus: 'INBOUND_ON_HOLD',
      softphone: { target: await sipUriOf(admin) },
    })
    expect(referring.consult).toMatchObject({ id: consultId, status: 'REFERRING', failure: null })
    expect((await admin.state()).consult).toMatchObject({ id: consultId, status: 'REFERRING', isMine: false })
    // Nothing overtakes the referral: no cancel meanwhile.
    const cancel = await agent.call('POST', `/api/v1/speech/consult/${consultId}/cancel`)
    expect(cancel.statusCode).toBe(409)
    const replacing = { callId: 'customer-4001@sip', from: '13900004001', to: adminUser, fromTag: 'c2' }
    await reportSipEvent(t, { event: 'invite', ...replacing, replaces: leg.callId })
    const done = await agent.state()
    expect(done.agent.systemState).toBe('ACW')
    expect(done.call).toMatchObject({ callId, result: 'transferred', softphone: { target: null } })
    expect(done.consult).toBeNull()
    const taken = await admin.state()
    expect(taken.consult).toBeNull()
    expect(taken.call).toMatchObject({
      callStatus: 'INBOUND_ACTIVE',
      agentAccountId: taken.agent.accountId,
      softphone: { dialog: { callId: 'customer-4001@sip' } },
    })
    // The administrator's page reports the same INVITE: the same call, with the page's own dialog.
    const dialog = { callId: 'customer-4001@sip', localTag: 'b2', remoteTag: 'c2', remoteUri: 'sip:c@h' }
    const reported = await admin.ok('POST', '/api/v1/speech/softphone/incoming', {
      from: '13900004001',
      dialog,
    })
    expect(reported.call).toMatchObject({ callId: taken.call?.callId, softphone: { dialog } })
    // agent01's softphone hears the NOTIFY's 200 late: nothing changes.
    await agent.ok('POST', '/api/v1/speech/softphone/event', { callId, event: 'referred' })
    expect((await admin.state()).call).toMatchObject({
      callId: taken.call?.callId,
      callStatus: 'INBOUND_ACTIVE',
    })
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

  it('keeps the customer when the completion’s REFER is refused, and completes it again', async () => {
    const { callId, consultId, leg, adminUser } = await consultingAdmin('13900004004', 'customer-4004@sip')
    await agent.ok('POST', `/api/v1/speech/consult/${consultId}/complete`)
    const refused = await reportReferral(callId, 'referralRefused')
    // The customer stays agent01's, held; the agents talk on, and both pages say why.
    expect(refused.call).toMatchObject({ callId, callStatus: 'INBOUND_ON_HOLD', result: null })
    const failure = 'telephony.referralRefused'
    expect(refused.consult).toMatchObject({ id: consultId, status: 'CONSULTING', failure })
    const colleague = await admin.state()
    expect(colleague.consult).toMatchObject({ id: consultId, status: 'CONSULTING' })
    expect(colleague.call).toMatchObject({ callId, joining: true })
    // A late word of the refused referral changes nothing.
    expect((await reportReferral(callId, 'referralFailed')).consult).toMatchObject({ failure })
    // Completed again: this time the NOTIFY's 200 comes before the administrator's INVITE is reported.
    const again = await agent.ok('POST', `/api/v1/speech/consult/${consultId}/complete`)
    expect(again.consult).toMatchObject({ status: 'REFERRING', failure: null })
    const done = await reportReferral(callId, 'referred')
    expect(done.call).toMatchObject({ callId, result: 'transferred' })
    const taken = await admin.state()
    expect(taken.call).toMatchObject({ callStatus: 'INBOUND_ACTIVE', softphone: { dialog: null } })
    const replacing = { callId: 'customer-4004@sip', from: '13900004004', to: adminUser, fromTag: 'c2' }
    await reportSipEvent(t, { event: 'invite', ...replacing, replaces: leg.callId })
    expect((await admin.state()).call).toMatchObject({
      callId: taken.call?.callId,
      softphone: { dialog: { callId: 'customer-4004@sip' } },
    })
    expect(await legsOf(agent, done.call?.callRecordId ?? '')).toEqual([
      expect.objectContaining({ status: 'COMPLETED', nextRecordId: taken.call?.callRecordId }),
    ])
  })

  it('brings the agents back to talking when the customer’s phone says nothing of the referral in time', async () => {
    const { callId, consultId } = await consultingAdmin('13900004005', 'customer-4005@sip')
    await agent.ok('POST', `/api/v1/speech/consult/${consultId}/complete`)
    await ownerQuery(
      t.store,
      `UPDATE call_transfers SET ring_deadline = now() - interval '1 second' WHERE id = $1`,
      [consultId],
    )
    const back = await agent.until((s) => s.consult?.status === 'CONSULTING')
    expect(back.consult).toMatchObject({ failure: 'telephony.referralTimedOut' })
    expect(back.call).toMatchObject({ callId, callStatus: 'INBOUND_ON_HOLD' })
    await agent.ok('POST', `/api/v1/speech/consult/${consultId}/cancel`)
    expect((await agent.state()).call).toMatchObject({ callId, callStatus: 'INBOUND_ACTIVE' })
  })

  it('hands the customer over when agent01 hangs up while the referral is under way', async () => {
    const { callId, consultId } = await consultingAdmin('13900004006', 'customer-4006@sip')
    await agent.ok('POST', `/api/v1/speech/consult/${consultId}/complete`)
    const gone = await agent.act(callId, 'hangup')
    expect(gone.call).toMatchObject({ callId, result: 'transferred' })
    const taken = await admin.state()
    expect(taken.consult).toBeNull()
    expect(taken.call).toMatchObject({ callStatus: 'INBOUND_ACTIVE', agentAccountId: taken.agent.accountId })
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

  it('conferences: the customer taken off hold, the administrator joined in agent01’s call (their softphone mixes)', async () => {
    const { callId, consultId } = await consultingAdmin('13900004003', 'customer-4003@sip')
    const all = await agent.ok('POST', `/api/v1/speech/consult/${consultId}/conference`)
    expect(all.consult).toBeNull()
    expect(all.call).toMatchObject({
      callId,
      callStatus: 'INBOUND_ACTIVE',
      participants: [expect.objectContaining({ name: '管理员', role: 'INVITEE', monitorMode: 'JOINED' })],
    })
    const colleague = await admin.state()
    expect(colleague.consult).toBeNull()
    expect(colleague.call).toMatchObject({ callId, joining: true })
    expect(await legsOf(agent, all.call?.callRecordId ?? '')).toEqual([
      expect.objectContaining({ mode: 'CONSULT', status: 'CONFERENCED' }),
    ])
    await agent.act(callId, 'hangup')
    expect((await admin.state()).call).toBeNull()
  })
})
