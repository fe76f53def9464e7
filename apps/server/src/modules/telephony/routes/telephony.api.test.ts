import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, SIMULATED_OUTCOME_NUMBERS, type CtiState, type OutboundTask } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import {
  resetAgents,
  type CtiClient,
  startTelephonyDemo,
  callStatusOf,
} from '../test-support/telephony-test-kit'

let t: TestApp
let agent: CtiClient
let admin: CtiClient

beforeAll(async () => {
  ;({ t, agent, admin } = await startTelephonyDemo({ ring_timeout_seconds: 1, acw_seconds: 60 }))
})
afterAll(() => t.close())

const callStatus = callStatusOf
const reset = () => resetAgents(agent, admin)

describe('the CTI server', () => {
  it('refuses a status before sign-in, then signs in hung off', async () => {
    const refused = await agent.call('POST', '/api/v1/speech/agent/status?locale=zh-CN', { status: 3 })
    expect(refused.json().message).toBe(MESSAGES['zh-CN']['telephony.notSignedIn'])
    const state = await agent.signIn()
    expect(state.agent).toMatchObject({ signedIn: true, chosenStatus: 4, systemState: 'NOT_READY' })
    expect(state.agent.presence).toBe('PRESENCE_NOTREADY')
  })

  it('rings a ready agent, who answers, holds, resumes and hangs up into after-call work', async () => {
    await reset()
    const ready = await agent.choose(3)
    expect(ready.agent).toMatchObject({ systemState: 'READY', presence: 'PRESENCE_READY' })
    const { callId } = await agent.ring('13900001111', { accountId: ready.agent.accountId })
    const ringing = await agent.state()
    expect(ringing.call).toMatchObject({
      callId,
      callType: 'INBOUND',
      callStatus: 'INBOUND_WAITING_FOR_ANSWER',
      phoneNumber: '139****1111',
      didNumberName: '客服热线',
      skillsetName: '售前咨询',
      customer: { name: '王女士', identity: 'VIP客户', tags: ['VIP', '老客户'] },
    })
    const answered = await agent.act(callId, 'answer')
    expect(callStatus(answered)).toBe('INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA')
    await agent.until((state) => callStatus(state) === 'INBOUND_ACTIVE')
    // It rang from when it was offered to the agent; the hold is timed from its start, and gone on resume.
    expect(Date.parse(ringing.call?.offeredAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(ringing.call?.startedAt ?? ''),
    )
    const held = await agent.act(callId, 'hold')
    expect(callStatus(held)).toBe('INBOUND_ON_HOLD')
    expect(held.call?.heldAt).not.toBeNull()
    const resumed = await agent.act(callId, 'resume')
    expect(callStatus(resumed)).toBe('INBOUND_ACTIVE')
    expect(resumed.call?.heldAt).toBeNull()
    expect((await agent.act(callId, 'mute')).call?.muted).toBe(true)
    const ended = await agent.act(callId, 'hangup')
    expect(ended.call).toMatchObject({ callStatus: 'INBOUND_NOT_ACTIVE', result: 'answered' })
    expect(ended.agent.systemState).toBe('ACW')
    const recordId = ended.call?.callRecordId ?? ''
    await agent.ok('POST', '/api/v1/call/updateAcw', {
      acwDuration: 7,
      participantRole: 'AGENT',
      participantId: recordId,
    })
    await agent.ok('POST', `/api/v1/speech/communicate/update/${recordId}`, { note: '客户询问发票' })
    const back = await agent.ok('POST', '/api/v1/speech/acw', { action: 'end' })
    expect(back.agent.systemState).toBe('READY')
    expect(back.call).toBeNull()
    const record = await agent.ok<Record<string, unknown>>('GET', `/api/v1/speech/communicate/${recordId}`)
    expect(record).toMatchObject({
      result: 'answered',
      acwDuration: 7,
      note: '客户询问发票',
      customerName: '王女士',
    })
    expect(record.answeredAt).not.toBeNull()
    expect(record.endedAt).not.toBeNull()
    const history = await agent.ok<{ id: string }[]>('GET', '/api/v1/call/history')
    expect(history[0]?.id).toBe(recordId)
  })

  it('offers an unanswered call to the next ready agent and marks the first busy', async () => {
    await reset()
    await agent.choose(3)
    await admin.choose(3)
    // agent01 has waited longest now: the call goes to them first.
    await agent.choose(4)
    await agent.choose(3)
    await admin.choose(4)
    await admin.choose(3)
    const first = (await agent.state()).agent.accountId
    const { callId } = await agent.ring('13900002222')
    const offeredTo = async () =>
      [await agent.state(), await admin.state()].find((s) => s.call?.callId === callId)?.agent.accountId
    expect(await offeredTo()).toBe(first)
    const missed = await agent.until((state) => state.agent.systemState === 'AWAY')
    expect(missed.agent.systemReason).toBe('telephony.missedCall')
    expect(missed.call).toBeNull()
    const next = await admin.until((state) => state.call?.callId === callId)
    expect(callStatus(next)).toBe('INBOUND_WAITING_FOR_ANSWER')
    await admin.act(callId, 'reject')
    expect((await admin.state()).agent.systemState).toBe('AWAY')
  })

  it('reaches each outcome of a dialled call, and the outbound task follows it', async () => {
    await reset()
    const outcome = async (phone: string, until: (state: CtiState) => boolean) => {
      const dialled = await agent.dial({ phone })
      expect(callStatus(dialled)).toBe('MANUAL_DIALING')
      return agent.until(until)
    }
    const answered = await outcome(
      SIMULATED_OUTCOME_NUMBERS.answered,
      (s) => callStatus(s) === 'MANUAL_ACTIVE',
    )
    await agent.act(answered.call?.callId ?? '', 'hangup')
    await agent.ok('POST', '/api/v1/speech/acw', { action: 'end' })

    const busy = await outcome(SIMULATED_OUTCOME_NUMBERS.busy, (s) => callStatus(s) === 'MANUAL_NOT_ACTIVE')
    expect(busy.call?.result).toBe('busy')
    // A failed call goes to after-call work, not straight back to ready.
    expect(busy.agent.systemState).toBe('MANUAL_ACW')
    await agent.ok('POST', '/api/v1/speech/acw', { action: 'end' })

    const early = await outcome(
      SIMULATED_OUTCOME_NUMBERS.earlyMediaThenAnswer,
      (s) => callStatus(s) === 'MANUAL_EARLY_MEDIA',
    )
    expect(early.call?.answeredAt).toBeNull()
    await agent.until((s) => callStatus(s) === 'MANUAL_ACTIVE')
    await agent.act(early.call?.callId ?? '', 'hangup')
    await agent.ok('POST', '/api/v1/speech/acw', { action: 'end' })

    const noAnswer = await outcome(
      SIMULATED_OUTCOME_NUMBERS.noAnswer,
      (s) => callStatus(s) === 'MANUAL_NOT_ACTIVE',
    )
    expect(noAnswer.call?.result).toBe('noAnswer')
    await agent.ok('POST', '/api/v1/speech/acw', { action: 'end' })

    const [task] = await ownerQuery<{ id: string }>(
      t.store,
      `INSERT INTO outbound_tasks (tenant_id, assignee_id, name, customer_name, phone, due_at)
       SELECT tenant_id, account_id, '回访', '王女士', $1, now() FROM cti_agents
       WHERE account_id = (SELECT id FROM staff_accounts WHERE employee_no = 'agent01') RETURNING id`,
      [SIMULATED_OUTCOME_NUMBERS.answered],
    )
    const cancelled = await agent.dial({ outboundTaskId: task?.id ?? '' })
    const ended = await agent.act(cancelled.call?.callId ?? '', 'hangup')
    expect(ended.call).toMatchObject({
      callStatus: 'MANUAL_CANCELING',
      result: 'cancelled',
      outboundTaskId: task?.id,
    })
    await agent.ok('POST', '/api/v1/speech/acw', { action: 'end' })
    const taskStatus = async () =>
      (
        await ownerQuery<{ status: string }>(t.store, 'SELECT status FROM outbound_tasks WHERE id = $1', [
          task?.id,
        ])
      )[0]?.status
    expect(await taskStatus()).toBe('pending')
    const again = await agent.dial({ outboundTaskId: task?.id ?? '' })
    await agent.until((s) => callStatus(s) === 'MANUAL_ACTIVE')
    await agent.act(again.call?.callId ?? '', 'hangup')
    expect(await taskStatus()).toBe('done')
  })

  it("carries an outbound task's customer on its call, and the task keeps its attempts and last result", async () => {
    await reset()
    const listTasks = () =>
      agent.ok<OutboundTask[]>('GET', '/api/v1/speech/outbound/task/list?status=pending')
    // The demo task dials the simulator's busy number, not 张女士's own: the call still shows her.
    const task = (await listTasks()).find((item) => item.name === '外呼演示：占线')
    expect(task).toMatchObject({ customerName: '张女士', attempts: 0, lastResult: null, lastAttemptAt: null })
    const dialled = await agent.dial({ outboundTaskId: task?.id ?? '' })
    expect(dialled.call?.customer?.name).toBe('张女士')
    const busy = await agent.until((s) => callStatus(s) === 'MANUAL_NOT_ACTIVE')
    expect(busy.call).toMatchObject({ result: 'busy', customer: { name: '张女士' } })
    // The page's revert (§4) leaves it open and does not count the attempt twice.
    await agent.ok('POST', `/api/v1/speech/taskCustomerRevert?communicateId=${busy.call?.callRecordId}`)
    await agent.ok('POST', '/api/v1/speech/acw', { action: 'end' })
    const after = (await listTasks()).find((item) => item.id === task?.id)
    expect(after).toMatchObject({ status: 'pending', attempts: 1, lastResult: 'busy' })
    expect(Date.parse(after?.lastAttemptAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(busy.call?.startedAt ?? ''),
    )
  })

  it('dials a 10-digit number with 52 and refuses a number out of pattern', async () => {
    await reset()
    const dialled = await agent.dial({ phone: '5512345678' })
    expect(dialled.call?.phoneNumber).toBe('525*****5678')
    await agent.act(dialled.call?.callId ?? '', 'hangup')
    await agent.ok('POST', '/api/v1/speech/acw', { action: 'end' })
    const refused = await agent.call('POST', '/api/v1/speech/call/dial?locale=en-US', { phone: '12345' })
    expect(refused.json().message).toBe(MESSAGES['en-US']['telephony.invalidPhone'])
  })

  it('ends the agent leg on a transfer to an outside number or to the satisfaction survey', async () => {
    await reset()
    for (const transfer of ['outside', 'satisfaction'] as const) {
      const dialled = await agent.dial({ phone: SIMULATED_OUTCOME_NUMBERS.answered })
      const callId = dialled.call?.callId ?? ''
      await agent.until((s) => callStatus(s) === 'MANUAL_ACTIVE')
      const ended =
        transfer === 'outside'
          ? await agent.ok('POST', '/api/v1/call/saveZhuanJieTelephone', { telephone: '02188886666' })
          : await agent.ok('POST', '/api/v1/call/satisfaction/transfer', { callId })
      expect(ended.call?.result).toBe(
        transfer === 'outside' ? 'transferredOutside' : 'transferredSatisfaction',
      )
      expect(ended.agent.systemState).toBe('MANUAL_ACW')
      await agent.ok('POST', '/api/v1/speech/acw', { action: 'end' })
    }
  })

  it('queues a rest chosen during a call for when its after-call work ends', async () => {
    await reset()
    const dialled = await agent.dial({ phone: SIMULATED_OUTCOME_NUMBERS.answered })
    const queued = await agent.choose(2, '午餐')
    expect(queued.agent.nextStatus).toEqual({ status: 2, restReason: '午餐' })
    await agent.act(dialled.call?.callId ?? '', 'hangup')
    const rested = await agent.ok('POST', '/api/v1/speech/acw', { action: 'end' })
    expect(rested.agent).toMatchObject({ systemState: 'AWAY', restReason: '午餐', nextStatus: null })
    expect(rested.agent.restEndsAt).not.toBeNull()
    const unknown = await agent.call('POST', '/api/v1/speech/agent/status?locale=zh-CN', {
      status: 2,
      restReason: '散步',
    })
    expect(unknown.json().message).toBe(MESSAGES['zh-CN']['telephony.unknownRestReason'])
  })
})
