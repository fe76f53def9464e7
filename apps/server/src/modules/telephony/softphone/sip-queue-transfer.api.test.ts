import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import { callLegsOf, type CtiClient } from '../test-support/telephony-test-kit'
import { answeredSipCall, sipUriOf, startSipTransferApp } from '../test-support/sip-transfer-kit'

let t: TestApp
let agent: CtiClient
let admin: CtiClient
let presalesId: string

// A transfer to a queue on a real SIP network: a proxy cannot hold the customer in a queue, so the call goes to
// the group's ready agent its queue would offer a call to now, as a blind transfer (a REFER to their softphone);
// with none ready it is refused and the customer stays on agent01's call.
beforeAll(async () => {
  ;({ t, agent, admin } = await startSipTransferApp())
  const [group] = await ownerQuery<{ id: string }>(
    t.store,
    "SELECT id::text FROM skill_groups WHERE name = '售前咨询'",
  )
  presalesId = group?.id ?? ''
})
afterAll(() => t.close())

describe('a transfer to a queue on the SIP network', () => {
  it('goes to the group’s ready agent as a blind transfer: the administrator’s softphone rings', async () => {
    const callId = await answeredSipCall(t, agent, admin, '13900006001', 'to-queue@sip')
    const referring = await agent.ok('POST', `/api/v1/speech/call/${callId}/transfer`, {
      skillGroupId: presalesId,
    })
    expect(referring.call).toMatchObject({
      callStatus: 'INBOUND_ACTIVE',
      softphone: { target: await sipUriOf(admin), referral: { status: 'REFERRING' } },
    })
    const ringing = await admin.state()
    expect(ringing.call).toMatchObject({ callStatus: 'INBOUND_WAITING_FOR_ANSWER', skillsetName: '售前咨询' })
    const [leg] = await callLegsOf(agent, referring.call?.callRecordId ?? '')
    expect(leg).toMatchObject({
      mode: 'BLIND',
      status: 'REFERRING',
      toStaffName: ringing.agent.name,
      skillGroupName: '售前咨询',
      nextRecordId: ringing.call?.callRecordId,
    })
  })

  it('is refused when no agent of the group is ready, and nothing changes', async () => {
    const callId = await answeredSipCall(t, agent, admin, '13900006002', 'none-ready@sip')
    await admin.choose(4)
    const before = await agent.state()
    const refused = await agent.call('POST', `/api/v1/speech/call/${callId}/transfer`, {
      skillGroupId: presalesId,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('该技能组现在没有空闲坐席，客户仍在你的通话中')
    expect(await agent.state()).toEqual(before)
    expect(await callLegsOf(agent, before.call?.callRecordId ?? '')).toEqual([])
    expect((await admin.state()).call).toBeNull()
  })
})
