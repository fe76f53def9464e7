import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, TOOL_PERMISSIONS, type CtiState, type WorkingDesk } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import { seedSecondCoCall, type SecondCoCall } from '../test-support/second-co-call-kit'
import {
  callLegsOf as legsOf,
  callStatusOf,
  resetAgents,
  setCtiSettings,
  startTelephonyDemo,
  type CtiClient,
} from '../test-support/telephony-test-kit'

let t: TestApp
let agent: CtiClient
let admin: CtiClient
let second: SecondCoCall

beforeAll(async () => {
  ;({ t, agent, admin } = await startTelephonyDemo({ ring_timeout_seconds: 30, acw_seconds: 60 }))
  second = await seedSecondCoCall(t.store)
})
afterAll(() => t.close())

const adminId = async () => (await admin.state()).agent.accountId

/** agent01 on a connected simulated call, the administrator signed in and free; the call's id. */
async function connectedCall(phone = '13900005555') {
  await resetAgents(agent, admin)
  await agent.choose(3)
  const { callId } = await agent.ring(phone, { accountId: (await agent.state()).agent.accountId })
  await agent.act(callId, 'answer')
  await agent.until((s) => callStatusOf(s) === 'INBOUND_ACTIVE')
  return callId
}

/** agent01 consults the administrator about their call; the consult's id, as the administrator's page shows it. */
async function consultAdmin(callId: string) {
  const consulting = await agent.ok('POST', `/api/v1/speech/call/${callId}/consult`, {
    accountId: await adminId(),
  })
  expect(callStatusOf(consulting)).toBe('INBOUND_ON_HOLD')
  expect(consulting.consult).toMatchObject({ status: 'RINGING', isMine: true, toStaffName: '管理员' })
  const rung = await admin.state()
  expect(rung.consult).toMatchObject({ callId, status: 'RINGING', isMine: false, fromStaffName: '坐席01' })
  return rung.consult?.id ?? ''
}

const consultAct = (client: CtiClient, consultId: string, action: string) =>
  client.call('POST', `/api/v1/speech/consult/${consultId}/${action}`)

describe('warm transfer and consult', () => {
  it('completes a consult: the customer goes on in the colleague’s call, the agent goes to after-call work', async () => {
    const callId = await connectedCall()
    const consultId = await consultAdmin(callId)
    const answered = await admin.ok('POST', `/api/v1/speech/consult/${consultId}/answer`)
    expect(answered.agent.systemState).toBe('IN_CONFERENCE')
    expect(answered.call).toMatchObject({ callId, callStatus: 'INBOUND_ON_HOLD', joining: true })
    expect(answered.consult).toMatchObject({ status: 'CONSULTING' })
    const done = await agent.ok('POST', `/api/v1/speech/consult/${consultId}/complete`)
    expect(done.agent.systemState).toBe('ACW')
    expect(done.call).toMatchObject({ callId, result: 'transferred' })
    expect(done.consult).toBeNull()
    const taken = await admin.state()
    expect(taken.consult).toBeNull()
    expect(taken.call).toMatchObject({ callStatus: 'INBOUND_ACTIVE', agentName: '管理员', joining: false })
    expect(taken.call?.phoneNumber).toBe(done.call?.phoneNumber)
    const agentRecord = done.call?.callRecordId ?? ''
    const legs = await legsOf(agent, agentRecord)
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
    expect(await legsOf(admin, taken.call?.callRecordId ?? '')).toEqual(legs)
    // A record is read by its own agent only: the colleague's legs are theirs, agent01's record is not.
    expect(await legsOf(admin, agentRecord)).toEqual([])
    const desk = await agent.ok<WorkingDesk>('GET', '/api/v1/working-desk')
    expect(desk.todayCalls.find((call) => call.recordId === agentRecord)?.legCount).toBe(1)
    // The colleague's call is theirs: they hang up and it ends with their leg.
    const hungUp = await admin.act(taken.call?.callId ?? '', 'hangup')
    expect(hungUp.call?.result).toBe('answered')
  })

  it('turns a consult into a conference of all three, the customer no longer held', async () => {
    const callId = await connectedCall()
    const consultId = await consultAdmin(callId)
    await admin.ok('POST', `/api/v1/speech/consult/${consultId}/answer`)
    const all = await agent.ok('POST', `/api/v1/speech/consult/${consultId}/conference`)
    expect(all.call).toMatchObject({ callStatus: 'INBOUND_ACTIVE', heldAt: null })
    expect(all.call?.participants).toEqual([
      expect.objectContaining({ name: '管理员', monitorMode: 'JOINED' }),
    ])
    expect(all.consult).toBeNull()
    expect((await admin.state()).agent.systemState).toBe('IN_CONFERENCE')
    expect((await legsOf(agent, all.call?.callRecordId ?? ''))[0]?.status).toBe('CONFERENCED')
  })

  it('cancels a consult: the colleague leaves, the agent is back with the customer, off hold', async () => {
    const callId = await connectedCall()
    const consultId = await consultAdmin(callId)
    await admin.ok('POST', `/api/v1/speech/consult/${consultId}/answer`)
    const back = await agent.ok('POST', `/api/v1/speech/consult/${consultId}/cancel`)
    expect(back.call).toMatchObject({ callId, callStatus: 'INBOUND_ACTIVE', participants: [] })
    expect(back.call?.heldAt ?? null).toBeNull()
    expect(back.consult).toBeNull()
    const colleague = await admin.state()
    expect(colleague.call).toBeNull()
    expect(colleague.agent.systemState).toBe('NOT_READY')
    const [leg] = await legsOf(agent, back.call?.callRecordId ?? '')
    expect(leg).toMatchObject({ status: 'CANCELLED', nextRecordId: null })
    expect(leg?.endedAt).not.toBeNull()
  })

  it('returns the agent to the held customer when the colleague refuses, and the refused consult is gone', async () => {
    const callId = await connectedCall()
    const consultId = await consultAdmin(callId)
    const refused = await admin.ok('POST', `/api/v1/speech/consult/${consultId}/refuse`)
    expect(refused.consult).toBeNull()
    expect(refused.call).toBeNull()
    const back = await agent.state()
    expect(back.consult).toBeNull()
    expect(back.call).toMatchObject({ callId, callStatus: 'INBOUND_ON_HOLD' })
    expect((await consultAct(agent, consultId, 'complete')).json().code).toBe(RESPONSE_CODES.FAILURE)
    expect((await legsOf(agent, back.call?.callRecordId ?? ''))[0]?.status).toBe('REFUSED')
  })

  it('returns the agent to the held customer when the colleague does not answer in the ring time', async () => {
    const callId = await connectedCall()
    await setCtiSettings(t, 'demo', { ring_timeout_seconds: 1 })
    try {
      const consultId = await consultAdmin(callId)
      const back = await agent.until((s) => s.consult === null)
      expect(back.call).toMatchObject({ callId, callStatus: 'INBOUND_ON_HOLD' })
      expect((await admin.state()).consult).toBeNull()
      const [leg] = await legsOf(agent, back.call?.callRecordId ?? '')
      expect(leg).toMatchObject({ id: consultId, status: 'UNANSWERED', answeredAt: null })
    } finally {
      await setCtiSettings(t, 'demo', { ring_timeout_seconds: 30 })
    }
  })

  it('cancels the consult when the customer hangs up, and releases the colleague', async () => {
    const callId = await connectedCall()
    const consultId = await consultAdmin(callId)
    await admin.ok('POST', `/api/v1/speech/consult/${consultId}/answer`)
    await agent.ok('POST', `/api/v1/demo/call-simulator/${callId}/hangup`)
    const colleague = await admin.until((s) => s.call === null)
    expect(colleague.consult).toBeNull()
    expect(colleague.agent.systemState).toBe('NOT_READY')
    expect((await agent.state()).consult).toBeNull()
  })

  it('transfers blind to a colleague: their phone rings with the customer, the agent goes to after-call work', async () => {
    const callId = await connectedCall()
    const done = await agent.ok('POST', `/api/v1/speech/call/${callId}/transfer`, {
      accountId: await adminId(),
    })
    expect(done.agent.systemState).toBe('ACW')
    expect(done.call?.result).toBe('transferred')
    const ringing = await admin.state()
    expect(ringing.call).toMatchObject({ callStatus: 'INBOUND_WAITING_FOR_ANSWER', agentName: '管理员' })
    await admin.act(ringing.call?.callId ?? '', 'answer')
    await admin.until((s) => callStatusOf(s) === 'INBOUND_ACTIVE')
    expect(await legsOf(agent, done.call?.callRecordId ?? '')).toEqual([
      expect.objectContaining({
        mode: 'BLIND',
        status: 'HANDED_OVER',
        nextRecordId: ringing.call?.callRecordId,
      }),
    ])
  })

  it('transfers blind to a queue: the customer waits in that skill group’s queue', async () => {
    const callId = await connectedCall()
    const [group] = await ownerQuery<{ id: string }>(
      t.store,
      "SELECT id::text FROM skill_groups WHERE name = '售后服务'",
    )
    const done = await agent.ok('POST', `/api/v1/speech/call/${callId}/transfer`, { skillGroupId: group?.id })
    expect(done.call?.result).toBe('transferred')
    const [leg] = await legsOf(agent, done.call?.callRecordId ?? '')
    expect(leg).toMatchObject({ mode: 'BLIND', skillGroupName: '售后服务', toStaffName: null })
    const [queued] = await ownerQuery<{ status: string; skill_group_id: string }>(
      t.store,
      'SELECT status, skill_group_id::text FROM call_records WHERE id = $1',
      [leg?.nextRecordId],
    )
    expect(queued).toMatchObject({ status: 'QUEUED', skill_group_id: group?.id })
    // The waiting call leaves the queue, so that no later test's agent is offered it.
    await ownerQuery(t.store, "UPDATE call_records SET status = 'INBOUND_NOT_ACTIVE' WHERE id = $1", [
      leg?.nextRecordId,
    ])
  })

  it('refuses a colleague who is busy, oneself, another tenant’s agent or queue, and another’s consult', async () => {
    const callId = await connectedCall()
    const me = (await agent.state()).agent.accountId
    const refusals: [string, unknown, number][] = [
      [`/api/v1/speech/call/${callId}/consult`, { accountId: me }, 409],
      [`/api/v1/speech/call/${callId}/consult`, { accountId: second.outsiderId }, 409],
      [`/api/v1/speech/call/${callId}/transfer`, { accountId: second.outsiderId }, 409],
      [`/api/v1/speech/call/${callId}/transfer`, { skillGroupId: second.skillGroupId }, 404],
      [`/api/v1/speech/call/${second.activeCallId}/transfer`, { accountId: await adminId() }, 404],
    ]
    for (const [url, body, status] of refusals) {
      const response = await agent.call('POST', url, body)
      expect(response.statusCode, url).toBe(status)
    }
    const consultId = await consultAdmin(callId)
    // One consult at a time: a second one is refused in words, not a failure of the server.
    const again = await agent.call('POST', `/api/v1/speech/call/${callId}/consult`, {
      accountId: await adminId(),
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('该通话已有进行中的咨询，请先完成或取消')
    // Only the colleague answers, only the consulting agent completes.
    expect((await consultAct(agent, consultId, 'answer')).statusCode).toBe(404)
    expect((await consultAct(admin, consultId, 'complete')).statusCode).toBe(404)
    await admin.ok('POST', `/api/v1/speech/consult/${consultId}/answer`)
    // The colleague is on the consult now: not free for another agent's.
    const busy = await agent.call('POST', `/api/v1/speech/call/${callId}/transfer`, {
      accountId: await adminId(),
    })
    expect(busy.statusCode).toBe(409)
    await agent.ok('POST', `/api/v1/speech/consult/${consultId}/cancel`)
    const state: CtiState = await agent.state()
    expect(state.call?.callStatus).toBe('INBOUND_ACTIVE')
  })

  it('refuses a member without the call-centre ability', async () => {
    await connectedCall()
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions WHERE permission_code = $1
       AND role_id IN (SELECT role_id FROM tenant_members m JOIN staff_accounts a ON a.id = m.account_id
                       WHERE a.employee_no = 'agent01')`,
      [TOOL_PERMISSIONS.speechAbility],
    )
    const response = await agent.call('POST', '/api/v1/speech/call/any/consult', {
      accountId: await adminId(),
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
  })
})
