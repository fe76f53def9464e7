import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES, type DeskCall, type WorkingDesk } from '@portal/contract'
import { ownerQuery } from '../../../test/owner-query'
import type { TestApp } from '../../../test/test-app'
import { seedSecondCoCall, type SecondCoCall } from '../telephony/test-support/second-co-call-kit'
import { resetAgents, startTelephonyDemo, type CtiClient } from '../telephony/test-support/telephony-test-kit'

let t: TestApp
let agent: CtiClient
let second: SecondCoCall

beforeAll(async () => {
  ;({ t, agent } = await startTelephonyDemo({}))
  second = await seedSecondCoCall(t.store)
})
afterAll(() => t.close())

const DESK = '/api/v1/working-desk'
const readDesk = () => agent.ok<WorkingDesk>('GET', DESK)
const wrapUp = (recordId: string, code: string) =>
  agent.call('POST', `${DESK}/calls/${recordId}/wrap-up?locale=zh-CN`, { code })
const secondsIn = (desk: WorkingDesk, state: string) =>
  desk.figures.secondsInState.find((entry) => entry.state === state)?.seconds ?? -1

/** agent01 takes a call from 王女士 and hangs up; the desk is read while it is live and after. */
async function takeOneCall() {
  await resetAgents(agent)
  const ready = await agent.choose(3)
  const { callId } = await agent.ring('13900001111', { accountId: ready.agent.accountId })
  await agent.act(callId, 'answer')
  await agent.until((state) => state.call?.callStatus === 'INBOUND_ACTIVE')
  const live = await readDesk()
  const ended = await agent.act(callId, 'hangup')
  return { live, recordId: ended.call?.callRecordId ?? '' }
}

describe("the agent's working desk", () => {
  let recordId = ''

  it('shows the live call with the customer card and a masked number', async () => {
    const taken = await takeOneCall()
    recordId = taken.recordId
    const live = taken.live
    expect(live.currentCall).toMatchObject({
      recordId,
      callType: 'INBOUND',
      phoneNumber: '139****1111',
      customer: { name: '王女士', identity: 'VIP客户', tags: ['VIP', '老客户'] },
    })
    expect(live.queues.map((queue) => queue.name).sort()).toEqual(['售前咨询', '售后服务'])
    // The page keeps counting the talk of the call on, from the server's moment.
    expect(live.figures.running).toMatchObject({ onCall: true, state: 'READY' })
    expect(Math.abs(Date.parse(live.figures.running.asOf) - Date.now())).toBeLessThan(60_000)
  })

  it("counts the finished call in today's calls and figures, and the time in each state", async () => {
    const desk = await readDesk()
    expect(desk.todayCalls[0]).toMatchObject({ recordId, result: 'answered' })
    expect(desk.figures.callsHandled).toBe(1)
    // After the call: the after-call work counts on.
    expect(desk.figures.running).toMatchObject({ onCall: false, state: 'ACW' })
    expect(desk.figures.averageHandlingSeconds).toBeGreaterThanOrEqual(0)
    expect(desk.figures.secondsInState.map((entry) => entry.state)).toContain('ACW')
    expect(secondsIn(desk, 'READY')).toBeGreaterThanOrEqual(0)
    const logged = await ownerQuery<{ n: number }>(
      t.store,
      "SELECT count(*)::int AS n FROM agent_state_intervals WHERE account_id = $1 AND system_state = 'READY'",
      [second.agent01Id],
    )
    expect(logged[0]?.n).toBeGreaterThan(0)
  })

  it('counts the talk as talk time, not as time in the state the agent stayed in (空闲)', async () => {
    // The call lasted a minute, all of it READY: none of that minute is READY time.
    await ownerQuery(
      t.store,
      `UPDATE call_records SET answered_at = ended_at - interval '60 seconds' WHERE id = $1`,
      [recordId],
    )
    await ownerQuery(
      t.store,
      `UPDATE agent_state_intervals SET started_at = least(started_at, now() - interval '60 seconds')
       WHERE account_id = $1 AND system_state = 'READY'`,
      [second.agent01Id],
    )
    const desk = await readDesk()
    expect(desk.figures.talkSeconds).toBeGreaterThanOrEqual(60)
    expect(secondsIn(desk, 'READY')).toBeLessThan(60)
  })

  it("lists the tenant's wrap-up codes and saves one on the agent's call", async () => {
    const desk = await readDesk()
    expect(desk.wrapUpCodes.map((entry) => entry.name)).toEqual(['咨询已解答', '需回访', '投诉', '无效来电'])
    const saved = await wrapUp(recordId, 'callback')
    expect(saved.json().code, saved.body).toBe(RESPONSE_CODES.OK)
    expect((saved.json().data as DeskCall).wrapUpCode).toBe('callback')
    expect((await readDesk()).todayCalls[0]?.wrapUpCode).toBe('callback')
  })

  it('refuses a code the tenant does not have', async () => {
    const refused = await wrapUp(recordId, 'no_such_code')
    expect(refused.json().message).toBe(MESSAGES['zh-CN']['workingDesk.unknownWrapUpCode'])
  })
})

describe('tenant isolation', () => {
  it("never shows Second Co.'s codes or calls, nor takes them", async () => {
    const desk = await readDesk()
    expect(desk.wrapUpCodes.map((entry) => entry.code)).not.toContain('second_only')
    expect(desk.todayCalls.map((call) => call.recordId)).not.toContain(second.activeRecordId)
    const { recordId } = desk.todayCalls[0] as DeskCall
    expect((await wrapUp(recordId, 'second_only')).json().message).toBe(
      MESSAGES['zh-CN']['workingDesk.unknownWrapUpCode'],
    )
    const foreign = await wrapUp(second.activeRecordId, 'callback')
    expect(foreign.json().code).not.toBe(RESPONSE_CODES.OK)
    const [row] = await ownerQuery<{ wrap_up_code: string | null }>(
      t.store,
      'SELECT wrap_up_code FROM call_records WHERE id = $1',
      [second.activeRecordId],
    )
    expect(row?.wrap_up_code).toBeNull()
  })
})

describe('the unread work of the menu dot', () => {
  it("counts the agent's due outbound tasks", async () => {
    await ownerQuery(
      t.store,
      "UPDATE outbound_tasks SET due_at = now() - interval '1 hour' WHERE assignee_id = $1",
      [second.agent01Id],
    )
    const unread = await agent.ok<{ missedCalls: number; dueTasks: number }>('GET', `${DESK}/unread`)
    expect(unread.dueTasks).toBeGreaterThan(0)
  })
})

describe('without the working-platform code', () => {
  it('refuses the desk and the unread work; the wrap-up is the call-centre ability’s', async () => {
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions WHERE permission_code = 'customer.service.staff.working.platform'
       AND role_id IN (SELECT id FROM roles WHERE code = 'agent')`,
    )
    // A change made in plain SQL, as another process would: this one hears of it by the database's stale notice,
    // which on PostgreSQL comes a moment after the commit.
    const refusedTo = async (method: 'GET' | 'POST', url: string) => {
      const answer = () => agent.call(method, url, method === 'POST' ? { code: 'callback' } : undefined)
      await expect.poll(async () => (await answer()).statusCode, { message: url }).toBe(403)
      expect((await answer()).json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    }
    await refusedTo('GET', DESK)
    await refusedTo('GET', `${DESK}/unread`)
    // A member who takes calls sets their calls' codes from the phone panel, desk or not.
    expect((await agent.call('GET', `${DESK}/wrap-up-codes`)).statusCode).toBe(200)
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions WHERE permission_code = 'speech_ability'
       AND role_id IN (SELECT id FROM roles WHERE code = 'agent')`,
    )
    await refusedTo('GET', `${DESK}/wrap-up-codes`)
    await refusedTo('POST', `${DESK}/calls/${second.activeRecordId}/wrap-up`)
  })
})
