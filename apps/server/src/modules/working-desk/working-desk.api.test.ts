import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES, type DeskCall, type WorkingDesk } from '@portal/contract'
import { ownerQuery } from '../../../test/owner-query'
import type { TestApp } from '../../../test/test-app'
import { seedSecondCoCall, type SecondCoCall } from '../telephony/second-co-call-kit'
import { resetAgents, startTelephonyDemo, type CtiClient } from '../telephony/telephony-test-kit'

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
  })

  it("counts the finished call in today's calls and figures, and the time in each state", async () => {
    const desk = await readDesk()
    expect(desk.todayCalls[0]).toMatchObject({ recordId, result: 'answered' })
    expect(desk.figures.callsHandled).toBe(1)
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
  it('refuses the desk, the wrap-up and the unread work', async () => {
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions WHERE permission_code = 'customer.service.staff.working.platform'
       AND role_id IN (SELECT id FROM roles WHERE code = 'agent')`,
    )
    for (const [method, url] of [
      ['GET', DESK],
      ['GET', `${DESK}/unread`],
      ['POST', `${DESK}/calls/${second.activeRecordId}/wrap-up`],
    ] as const) {
      const refused = await agent.call(method, url, method === 'POST' ? { code: 'callback' } : undefined)
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    }
  })
})
