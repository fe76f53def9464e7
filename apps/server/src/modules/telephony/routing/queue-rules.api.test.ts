import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MAX_QUEUE_OVERFLOWS, MESSAGES, type CtiState, type WorkingDesk } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import {
  afterSalesGroupIdOf,
  callStatusOf,
  resetAgents,
  startTelephonyDemo,
  type CtiClient,
} from '../test-support/telephony-test-kit'

// Issue 27 parts 3 and 4: the CTI server applies each skill group's queue and agent rules, read at every change.
let t: TestApp
let agent: CtiClient
let admin: CtiClient
let afterSales: string
let preSales: string

beforeAll(async () => {
  ;({ t, agent, admin } = await startTelephonyDemo({ ring_timeout_seconds: 1, acw_seconds: 0 }))
  afterSales = await afterSalesGroupIdOf(t)
  const [group] = await ownerQuery<{ id: string }>(
    t.store,
    "SELECT id::text FROM skill_groups WHERE name = '售前咨询'",
  )
  preSales = group?.id ?? ''
  await admin.signIn()
})
afterAll(() => t.close())
beforeEach(async () => {
  await ownerQuery(
    t.store,
    `UPDATE skill_groups SET ring_strategy = 'LONGEST_IDLE', ring_timeout_seconds = NULL, max_offers_per_agent = NULL,
       max_wait_seconds = NULL, overflow_action = 'HANGUP', overflow_skill_group_id = NULL,
       offers_queued_callback = false, announce_every_seconds = NULL, auto_answer = false,
       auto_answer_delay_seconds = 0, incoming_call_popup = NULL`,
  )
  await ownerQuery(t.store, "UPDATE call_records SET status = 'INBOUND_NOT_ACTIVE' WHERE status = 'QUEUED'")
  await resetAgents(agent, admin)
})

const setGroup = (id: string, columns: Record<string, unknown>) => {
  const entries = Object.entries(columns)
  return ownerQuery(
    t.store,
    `UPDATE skill_groups SET ${entries.map(([column], i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
    [id, ...entries.map(([, value]) => value)],
  )
}
type Row = {
  status: string
  skill_group_id: string
  queued_at: Date
  agent_account_id: string | null
  callback_requested_at: Date | null
  far_end_event: string | null
  result: string | null
  heard: { text: string }[]
  ring_seconds: number | null
  overflows: number
}
const recordOf = async (callId: string) =>
  (
    await ownerQuery<Row>(
      t.store,
      `SELECT status, skill_group_id::text, queued_at, agent_account_id::text, callback_requested_at, far_end_event,
         result, caller_heard AS heard, extract(epoch FROM ring_deadline - offered_at)::float8 AS ring_seconds,
         queue_overflows AS overflows
       FROM call_records WHERE call_id = $1`,
      [callId],
    )
  )[0] as Row
const ring = (group: string, extra: Record<string, unknown> = {}) =>
  agent.ok<{ callId: string }>('POST', '/api/v1/demo/call-simulator/inbound', {
    from: '13900005555',
    skillGroupId: group,
    ...extra,
  })
const due = (callId: string, column: string) =>
  ownerQuery(t.store, `UPDATE call_records SET ${column} = now() WHERE call_id = $1`, [callId])
const idOf = async (login: string) =>
  (
    await ownerQuery<{ id: string }>(
      t.store,
      'SELECT id::text FROM staff_accounts WHERE employee_no = $1 OR email = $1',
      [login],
    )
  )[0]?.id
const heardTexts = (row: Row) => row.heard.map((item) => item.text)
const zh = MESSAGES['zh-CN']

describe("a skill group's ring rules", () => {
  it("ring for the group's ring timeout, not the tenant's, and stop at its offers per agent", async () => {
    await setGroup(afterSales, { ring_timeout_seconds: 7, max_offers_per_agent: 1 })
    await agent.choose(3)
    const { callId } = await ring(afterSales)
    const row = await recordOf(callId)
    expect(row.status).toBe('INBOUND_WAITING_FOR_ANSWER')
    expect(row.ring_seconds).toBeCloseTo(7, 0)
    await agent.act(callId, 'reject')
    // Offered once already: back to 接线, agent01 is not offered it again; it waits.
    await agent.choose(3)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await recordOf(callId)).status).toBe('QUEUED')
    expect((await agent.state()).call).toBeNull()
  })

  it('ring the highest skill level first, or round robin the member offered longest ago', async () => {
    const adminId = await idOf('admin@demo.com')
    const agentId = await idOf('agent01')
    await agent.choose(3)
    await admin.choose(3)
    await ownerQuery(
      t.store,
      'UPDATE skill_group_members SET skill_level = 1, last_offered_at = NULL WHERE skill_group_id = $1',
      [preSales],
    )
    await ownerQuery(
      t.store,
      'UPDATE skill_group_members SET skill_level = 9 WHERE skill_group_id = $1 AND account_id = $2',
      [preSales, adminId],
    )
    await setGroup(preSales, { ring_strategy: 'SKILL_LEVEL' })
    const first = await ring(preSales)
    expect((await recordOf(first.callId)).agent_account_id).toBe(adminId)
    await resetAgents(agent, admin)
    await agent.choose(3)
    await admin.choose(3)
    // Round robin: the administrator was just offered one, agent01 never; agent01 rings.
    await setGroup(preSales, { ring_strategy: 'ROUND_ROBIN' })
    const second = await ring(preSales)
    expect((await recordOf(second.callId)).agent_account_id).toBe(agentId)
  })
})

describe("a skill group's agent rules", () => {
  it('auto-answer after the delay: the call rings first, then connects by itself', async () => {
    await setGroup(afterSales, { auto_answer: true, auto_answer_delay_seconds: 1 })
    await agent.choose(3)
    const { callId } = await ring(afterSales)
    expect(callStatusOf(await agent.state())).toBe('INBOUND_WAITING_FOR_ANSWER')
    const answered = await agent.until((state: CtiState) => state.call?.callStatus === 'INBOUND_ACTIVE', 4000)
    expect(answered.call?.callId).toBe(callId)
  })

  it("tell the agent's page the group's popup and wrap-up codes in place of the tenant's", async () => {
    await setGroup(afterSales, { incoming_call_popup: false, wrap_up_codes: ['CALLBACK_X'] })
    await agent.choose(3)
    await ring(afterSales)
    const { call } = await agent.state()
    expect(call).toMatchObject({ popsUp: false, wrapUpCodes: ['CALLBACK_X'], isCallbackRequest: false })
    const desk = await agent.ok<WorkingDesk>('GET', '/api/v1/working-desk')
    expect(desk.currentCall).toMatchObject({ wrapUpCodes: ['CALLBACK_X'], isCallbackRequest: false })
  })
})

describe("a waiting call's rules", () => {
  it('overflow at the maximum wait to another queue, keeping the first queued_at', async () => {
    await setGroup(afterSales, {
      max_wait_seconds: 60,
      overflow_action: 'QUEUE',
      overflow_skill_group_id: preSales,
    })
    const { callId } = await ring(afterSales)
    const before = await recordOf(callId)
    await due(callId, 'queue_deadline')
    await expect.poll(async () => (await recordOf(callId)).skill_group_id).toBe(preSales)
    const after = await recordOf(callId)
    expect(after.queued_at).toEqual(before.queued_at)
    expect(heardTexts(after)).toContain(zh['queues.heard.overflow'])
  })

  it(`overflow at most ${MAX_QUEUE_OVERFLOWS} times between queues overflowing into each other, then leave a call-back request where the last queue offers them, else hang up with the reason heard`, async () => {
    const overflowing = { max_wait_seconds: 60, overflow_action: 'QUEUE' }
    await setGroup(afterSales, { ...overflowing, overflow_skill_group_id: preSales })
    await setGroup(preSales, { ...overflowing, overflow_skill_group_id: afterSales })
    /** Passes the call's maximum wait in each queue in turn, until it has overflowed as often as it may. */
    const passOn = async (callId: string) => {
      for (let hop = 1; hop <= MAX_QUEUE_OVERFLOWS; hop++) {
        await due(callId, 'queue_deadline')
        await expect.poll(async () => (await recordOf(callId)).overflows).toBe(hop)
      }
      await due(callId, 'queue_deadline')
    }
    const overflowsHeard = (row: Row) =>
      heardTexts(row).filter((text) => text === zh['queues.heard.overflow']).length

    const dropped = await ring(afterSales)
    await passOn(dropped.callId)
    await expect.poll(async () => (await recordOf(dropped.callId)).result).toBe('noAnswer')
    const droppedRow = await recordOf(dropped.callId)
    expect(overflowsHeard(droppedRow)).toBe(MAX_QUEUE_OVERFLOWS)
    expect(heardTexts(droppedRow).at(-1)).toBe(zh['queues.heard.hangup'])

    await setGroup(preSales, { offers_queued_callback: true })
    const kept = await ring(afterSales)
    await passOn(kept.callId)
    await expect.poll(async () => (await recordOf(kept.callId)).callback_requested_at).not.toBeNull()
    const keptRow = await recordOf(kept.callId)
    expect(keptRow).toMatchObject({
      status: 'QUEUED',
      skill_group_id: preSales,
      overflows: MAX_QUEUE_OVERFLOWS,
    })
    expect(heardTexts(keptRow).at(-1)).toBe(zh['queues.heard.callback'])
  })

  it('at the maximum wait leave a call-back request, or hang up with the reason heard', async () => {
    await setGroup(afterSales, { max_wait_seconds: 60, overflow_action: 'CALLBACK' })
    const kept = await ring(afterSales)
    await due(kept.callId, 'queue_deadline')
    await expect.poll(async () => (await recordOf(kept.callId)).callback_requested_at).not.toBeNull()
    expect(await recordOf(kept.callId)).toMatchObject({ status: 'QUEUED', far_end_event: null })
    await setGroup(afterSales, { overflow_action: 'HANGUP' })
    const dropped = await ring(afterSales)
    await due(dropped.callId, 'queue_deadline')
    await expect.poll(async () => (await recordOf(dropped.callId)).result).toBe('noAnswer')
    expect(heardTexts(await recordOf(dropped.callId))).toContain(zh['queues.heard.hangup'])
  })

  it('turn a queued call-back asked for into a call-back request keeping its place, offered as one', async () => {
    await setGroup(afterSales, { offers_queued_callback: true })
    const { callId } = await ring(afterSales, { callbackAfterSeconds: 0 })
    await expect.poll(async () => (await recordOf(callId)).callback_requested_at).not.toBeNull()
    const request = await recordOf(callId)
    expect(heardTexts(request)).toContain(zh['queues.heard.callback'])
    await agent.choose(3)
    const offered = await agent.until((state) => state.call?.callId === callId)
    expect(offered.call?.isCallbackRequest).toBe(true)
    const desk = await agent.ok<WorkingDesk>('GET', '/api/v1/working-desk')
    expect(desk.currentCall?.isCallbackRequest).toBe(true)
    expect((await recordOf(callId)).queued_at).toEqual(request.queued_at)
  })

  it('announce the position and estimated wait when due, then again N seconds later', async () => {
    await setGroup(afterSales, { announce_every_seconds: 30 })
    const { callId } = await ring(afterSales)
    await due(callId, 'announce_at')
    await expect
      .poll(async () => heardTexts(await recordOf(callId)).some((text) => text.startsWith('您前面还有0位')))
      .toBe(true)
    const [{ due_in } = { due_in: 0 }] = await ownerQuery<{ due_in: number }>(
      t.store,
      'SELECT extract(epoch FROM announce_at - now())::float8 AS due_in FROM call_records WHERE call_id = $1',
      [callId],
    )
    expect(due_in).toBeGreaterThan(20)
  })
})
