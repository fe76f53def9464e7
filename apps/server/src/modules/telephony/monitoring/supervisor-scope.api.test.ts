import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  RESPONSE_CODES,
  type AgentSummary,
  type AuditPage,
  type CtiState,
  type QueueSummary,
} from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import {
  afterSalesAgent,
  afterSalesGroupIdOf,
  callStatusOf,
  resetAgents,
  startTelephonyDemo,
  type CtiClient,
} from '../test-support/telephony-test-kit'

// The administrator supervises 售前咨询 only; 售后服务 is not theirs (agent01 is in both groups).
let t: TestApp
let agent: CtiClient
let admin: CtiClient
let afterSales: { id: string; client: CtiClient }
let afterSalesGroupId: string

beforeAll(async () => {
  ;({ t, agent, admin } = await startTelephonyDemo({ acw_seconds: 0 }))
  afterSales = await afterSalesAgent(t, 'aftersales01', '售后坐席')
  afterSalesGroupId = await afterSalesGroupIdOf(t)
})
afterAll(() => t.close())

type Board = { agents: AgentSummary[]; queues: QueueSummary[] }
const board = () => admin.ok<Board>('GET', '/api/v1/speech/monitor/board')
const REFUSED_CALL = { code: RESPONSE_CODES.FAILURE, message: '该通话不在你的技能组中' }

/** A connected inbound call of 售后服务 at the given agent. */
async function afterSalesCall(client: CtiClient, accountId: string) {
  await client.choose(3)
  const { callId } = await client.ring('13900007777', { skillGroupId: afterSalesGroupId, accountId })
  await client.act(callId, 'answer')
  await client.until((state) => callStatusOf(state) === 'INBOUND_ACTIVE')
  return callId
}

const auditTrail = async (action: string) =>
  (await admin.ok<AuditPage>('GET', `/api/v1/portal/audit/list?action=${action}`)).list

/** What of the supervisor's own state a refusal must leave as it was. */
const ownFacts = (state: CtiState) => ({ call: state.call, systemState: state.agent.systemState })

describe('a supervisor outside the skill group of a call', () => {
  it('is refused listening to and joining a call of a 售后服务 agent, changing nothing, and the refusals are audited', async () => {
    await resetAgents(admin, afterSales.client)
    const callId = await afterSalesCall(afterSales.client, afterSales.id)
    const before = ownFacts(await admin.state())

    const listen = await admin.call('POST', '/api/v1/speech/setMonitorStatus', {
      callId,
      listeningStatus: 'LISTENING',
    })
    expect(listen.statusCode).toBe(404)
    expect(listen.json()).toMatchObject(REFUSED_CALL)
    const join = await admin.call('POST', '/api/v1/speech/monitor/join', { callId })
    expect(join.json()).toMatchObject(REFUSED_CALL)

    expect(ownFacts(await admin.state())).toEqual(before)
    expect((await afterSales.client.state()).call?.participants).toEqual([])
    const [listenRefused] = await auditTrail('call.listenRefused')
    expect(listenRefused).toMatchObject({ actorName: '管理员', targetType: 'call', targetName: '售后坐席' })
    expect(await auditTrail('call.joinRefused')).toHaveLength(1)
    await afterSales.client.act(callId, 'hangup')
  })

  it("hides agent01's 售后服务 call from the board, though agent01 is on it, and refuses listening to it", async () => {
    await resetAgents(agent, admin)
    const { accountId } = (await agent.state()).agent
    const callId = await afterSalesCall(agent, accountId)
    const row = (await board()).agents.find((item) => item.accountId === accountId)
    expect(row).toMatchObject({ name: '坐席01', call: null })
    expect(row?.systemState).not.toBe('OFFLINE')
    const listen = await admin.call('POST', '/api/v1/speech/setMonitorStatus', {
      callId,
      listeningStatus: 'LISTENING',
    })
    expect(listen.json()).toMatchObject(REFUSED_CALL)
    await agent.act(callId, 'hangup')
  })

  it('is refused the status of a 售后服务 agent, and the refusal is audited', async () => {
    await resetAgents(afterSales.client)
    const response = await admin.call('POST', '/api/v1/speech/monitor/agent/status', {
      accountId: afterSales.id,
      status: 2,
      restReason: '午餐',
    })
    expect(response.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: '该坐席不在你的技能组中' })
    expect((await afterSales.client.state()).agent.chosenStatus).toBe(4)
    const [refused] = await auditTrail('agent.setStatusRefused')
    expect(refused).toMatchObject({ actorName: '管理员', targetType: 'agent', targetId: afterSales.id })
  })
})

describe("the simulator's far-end hang-up (demo mode)", () => {
  const farEndHangup = (client: CtiClient, callId: string) =>
    client.call('POST', `/api/v1/demo/call-simulator/${callId}/hangup`)

  it("ends only the caller's own call for an agent, and a supervisor's only within their groups", async () => {
    await resetAgents(agent, admin, afterSales.client)
    const callId = await afterSalesCall(afterSales.client, afterSales.id)

    const byAgent01 = await farEndHangup(agent, callId)
    expect(byAgent01.statusCode).toBe(403)
    expect(byAgent01.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: '只能挂断自己的通话' })
    expect((await farEndHangup(admin, callId)).json()).toMatchObject(REFUSED_CALL)
    expect(callStatusOf(await afterSales.client.state())).toBe('INBOUND_ACTIVE')

    expect((await farEndHangup(afterSales.client, callId)).json().code).toBe(RESPONSE_CODES.OK)
    await afterSales.client.until((state) => state.call === null || Boolean(state.call.endedAt))
  })

  it('lets a supervisor end a call of their own skill groups', async () => {
    await resetAgents(agent, admin)
    await agent.choose(3)
    const { accountId } = (await agent.state()).agent
    const [presales] = await ownerQuery<{ id: string }>(
      t.store,
      "SELECT id::text FROM skill_groups WHERE name = '售前咨询'",
    )
    const { callId } = await agent.ring('13900008888', { accountId, skillGroupId: presales?.id ?? '' })
    await agent.act(callId, 'answer')
    await agent.until((state) => callStatusOf(state) === 'INBOUND_ACTIVE')
    expect((await farEndHangup(admin, callId)).json().code).toBe(RESPONSE_CODES.OK)
    await agent.until((state) => state.call === null || Boolean(state.call.endedAt))
  })
})
