import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type SoftphoneEvent } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import { callLegsOf, type CtiClient } from '../test-support/telephony-test-kit'
import {
  blindTransferToAdmin,
  reportSipEvent,
  sipUserOf,
  startSipTransferApp,
} from '../test-support/sip-transfer-kit'

let t: TestApp
let agent: CtiClient
let admin: CtiClient

// What becomes of a blind transfer's REFER on a real SIP network: the customer's call reaching the administrator
// hands it over; the customer's phone refusing the REFER, or its INVITE to the administrator failing, leaves the
// customer on agent01's call, the leg failed, and the administrator free again.
beforeAll(async () => {
  ;({ t, agent, admin } = await startSipTransferApp())
})
afterAll(() => t.close())

/** agent01 answers a customer's SIP call and transfers it blind to the administrator; the ids of both calls. */
async function referredToAdmin(phone: string, sipCallId: string) {
  const { callId, own, theirs } = await blindTransferToAdmin(t, agent, admin, phone, sipCallId)
  return {
    callId,
    recordId: own.call?.callRecordId ?? '',
    colleagueCallId: theirs.call?.callId ?? '',
  }
}

/** The status of a call (by its provider id) as the CTI server keeps it. */
async function callStatusOfRecord(callId: string) {
  const [row] = await ownerQuery<{ status: string }>(
    t.store,
    'SELECT status FROM call_records WHERE call_id = $1',
    [callId],
  )
  return row?.status
}

/** agent01's softphone tells what became of its REFER. */
const reportReferral = (callId: string, event: SoftphoneEvent) =>
  agent.ok('POST', '/api/v1/speech/softphone/event', { callId, event })

/** The customer's INVITE that follows the REFER reaches the administrator's softphone (kamailio reports it). */
async function customerInvitesAdmin(phone: string, sipCallId: string) {
  const referred = { callId: sipCallId, from: phone, to: await sipUserOf(admin), fromTag: 'c2' }
  await reportSipEvent(t, { event: 'invite', ...referred })
  return referred
}

describe('the outcome of a blind transfer’s REFER on the SIP network', () => {
  it('the administrator answering the referred call hands the customer over: agent01’s call ends transferred', async () => {
    const { callId, recordId } = await referredToAdmin('13900005001', 'handed-over@sip')
    const referred = await customerInvitesAdmin('13900005001', 'handed-over-2@sip')
    const answered = await admin.act((await admin.state()).call?.callId ?? '', 'answer')
    expect(answered.call).toMatchObject({
      callStatus: expect.stringMatching(/^INBOUND_ACTIVE/),
      softphone: { dialog: { callId: referred.callId } },
    })
    const own = await agent.state()
    expect(own.call).toMatchObject({
      callId,
      result: 'transferred',
      softphone: { target: null, referral: null },
    })
    expect(own.agent.systemState).toBe('ACW')
    // The softphone's own word of it comes late: nothing changes.
    await reportReferral(callId, 'referralFailed')
    expect((await agent.state()).call).toEqual(own.call)
    expect((await admin.state()).call?.callStatus).toBe('INBOUND_ACTIVE')
    const [leg] = await callLegsOf(agent, recordId)
    expect(leg).toMatchObject({
      mode: 'BLIND',
      status: 'HANDED_OVER',
      nextRecordId: answered.call?.callRecordId,
    })
  })

  it('a REFER the customer’s phone refuses keeps the customer on agent01’s call, the leg failed, the administrator free', async () => {
    const { callId, recordId, colleagueCallId } = await referredToAdmin('13900005002', 'refused@sip')
    const back = await reportReferral(callId, 'referralRefused')
    expect(back.call).toMatchObject({
      callId,
      callStatus: 'INBOUND_ACTIVE',
      result: null,
      softphone: { target: null, referral: { status: 'FAILED', failure: 'telephony.referralRefused' } },
    })
    const freed = await admin.state()
    expect(freed.agent.systemState).toBe('READY')
    expect(freed.call).toBeNull()
    expect(await callStatusOfRecord(colleagueCallId)).toBe('INBOUND_NOT_ACTIVE')
    const [leg] = await callLegsOf(agent, recordId)
    expect(leg).toMatchObject({ mode: 'BLIND', status: 'FAILED' })
    expect(leg?.endedAt).not.toBeNull()
    // A late word that the referral went through changes nothing: the customer is agent01's.
    await reportReferral(callId, 'referred')
    expect((await agent.state()).call).toMatchObject({ callStatus: 'INBOUND_ACTIVE', result: null })
    // agent01 may transfer again: it is a new leg.
    const { accountId } = freed.agent
    const again = await agent.ok('POST', `/api/v1/speech/call/${callId}/transfer`, { accountId })
    expect(again.call?.softphone?.referral).toMatchObject({ status: 'REFERRING' })
    expect(await callLegsOf(agent, recordId)).toHaveLength(2)
  })

  it('the administrator declining the referred INVITE brings the customer back to agent01, told why', async () => {
    const { callId, recordId } = await referredToAdmin('13900005003', 'declined@sip')
    const referred = await customerInvitesAdmin('13900005003', 'declined-2@sip')
    // The administrator's softphone declines it (480); the customer's NOTIFY then tells agent01's softphone too.
    await reportSipEvent(t, { event: 'failure', status: 480, ...referred })
    const back = await agent.state()
    expect(back.call).toMatchObject({
      callId,
      callStatus: 'INBOUND_ACTIVE',
      softphone: { referral: { status: 'FAILED', failure: 'telephony.referralDeclined' } },
    })
    await reportReferral(callId, 'referralFailed')
    expect((await agent.state()).call).toEqual(back.call)
    expect((await admin.state()).call).toBeNull()
    const [leg] = await callLegsOf(agent, recordId)
    expect(leg).toMatchObject({ status: 'FAILED' })
  })

  it('a failed referred INVITE (the administrator’s phone gone) frees the administrator’s ringing call', async () => {
    const { callId } = await referredToAdmin('13900005004', 'gone@sip')
    const back = await reportReferral(callId, 'referralFailed')
    expect(back.call?.softphone?.referral).toMatchObject({
      status: 'FAILED',
      failure: 'telephony.referralFailed',
    })
    const freed = await admin.state()
    expect(freed.agent.systemState).toBe('READY')
    expect(freed.call).toBeNull()
  })

  it('only agent01 reports on their call, and a second transfer waits for the first REFER’s outcome', async () => {
    const { callId } = await referredToAdmin('13900005005', 'guarded@sip')
    const stranger = await admin.call('POST', '/api/v1/speech/softphone/event', { callId, event: 'referred' })
    expect(stranger.json().code).not.toBe(RESPONSE_CODES.OK)
    const { accountId } = (await admin.state()).agent
    const twice = await agent.call('POST', `/api/v1/speech/call/${callId}/transfer`, { accountId })
    expect(twice.json().code).not.toBe(RESPONSE_CODES.OK)
    expect((await agent.state()).call?.softphone?.referral).toMatchObject({ status: 'REFERRING' })
    // agent01 hanging up meanwhile hands the customer over, as a blind transfer did before.
    const ended = await agent.act(callId, 'hangup')
    expect(ended.call).toMatchObject({ result: 'transferred' })
  })
})
