import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AgentSummary, AuditPage, QueueSummary } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import { seedSecondCoCall } from '../test-support/second-co-call-kit'
import {
  callStatusOf,
  resetAgents,
  startTelephonyDemo,
  type CtiClient,
} from '../test-support/telephony-test-kit'

let t: TestApp
let agent: CtiClient
let admin: CtiClient

beforeAll(async () => {
  ;({ t, agent, admin } = await startTelephonyDemo({ acw_seconds: 60 }))
  await seedSecondCoCall(t.store)
})
afterAll(() => t.close())

type Board = { agents: AgentSummary[]; queues: QueueSummary[] }
const board = (client: CtiClient = admin) => client.ok<Board>('GET', '/api/v1/speech/monitor/board')
const setStatus = (client: CtiClient, body: Record<string, unknown>) =>
  client.call('POST', '/api/v1/speech/monitor/agent/status', body)
/** The supervisors' acts of one kind in the tenant's audit trail (设置 → 操作审计), newest first. */
const actionsOf = async (action: string) =>
  (await admin.ok<AuditPage>('GET', `/api/v1/portal/audit/list?action=${action}`)).list

describe("the supervisor's live view", () => {
  it('shows every agent of the skill groups the supervisor is in, signed in or not, and only those queues', async () => {
    await resetAgents(agent)
    const { agents, queues } = await board()
    // The administrator is in 售前咨询 with agent01 and multi@demo.com; 售后服务 (agent01 alone) is not theirs.
    expect(agents.map((row) => row.name).sort()).toEqual(['坐席01', '多租户坐席', '管理员'].sort())
    expect(queues.map((queue) => queue.name)).toEqual(['售前咨询'])
    const multi = agents.find((row) => row.name === '多租户坐席')
    expect(multi).toMatchObject({ systemState: 'OFFLINE', stateSince: null, call: null })
    expect(agents.find((row) => row.name === '坐席01')?.systemState).toBe('NOT_READY')
  })

  it('shows how long the longest call of a queue has waited', async () => {
    await resetAgents(agent, admin)
    const before = Date.now()
    const { callId } = await agent.ring('13900004444', {
      skillGroupId: (await board()).queues[0]?.skillGroupId ?? '',
    })
    const queue = (await board()).queues[0]
    expect(queue?.waiting).toBe(1)
    expect(Date.parse(queue?.longestWaitSince ?? '')).toBeGreaterThanOrEqual(before - 1000)
    await agent.choose(3)
    await agent.until((state) => state.call?.callId === callId)
    expect((await board()).queues[0]).toMatchObject({ waiting: 0, longestWaitSince: null })
    // The caller gives up (a reject would queue the call again for the next test's ready agent).
    await agent.ok('POST', `/api/v1/demo/call-simulator/${callId}/hangup`)
  })

  it("sets an agent's status, tells the agent a supervisor did, and records it in the audit trail", async () => {
    await resetAgents(agent, admin)
    const { accountId } = (await agent.state()).agent
    const response = await setStatus(admin, { accountId, status: 2, restReason: '午餐' })
    expect(response.json().code, response.body).toBe(10000)
    const state = await agent.state()
    expect(state.agent).toMatchObject({
      chosenStatus: 2,
      restReason: '午餐',
      systemReason: 'telephony.setBySupervisor',
    })
    expect((await board()).agents.find((row) => row.accountId === accountId)?.systemState).toBe('AWAY')
    expect((await actionsOf('agent.setStatus'))[0]).toMatchObject({
      actorName: '管理员',
      targetType: 'agent',
      targetId: accountId,
      targetName: '坐席01',
      before: { status: 4, restReason: null },
      after: { status: 2, restReason: '午餐' },
    })
  })

  it('queues a status set during a call for when the call ends', async () => {
    await resetAgents(agent, admin)
    await agent.choose(3)
    const { accountId } = (await agent.state()).agent
    const { callId } = await agent.ring('13900005555', { accountId })
    await agent.act(callId, 'answer')
    await agent.until((state) => callStatusOf(state) === 'INBOUND_ACTIVE')
    expect((await setStatus(admin, { accountId, status: 4 })).json().code).toBe(10000)
    const during = await agent.state()
    expect(during.call?.callId).toBe(callId)
    expect(during.agent.nextStatus).toEqual({ status: 4, restReason: null })
    await agent.act(callId, 'hangup')
  })

  it('refuses an agent without the code, an agent outside the groups, one not signed in, and another tenant', async () => {
    await resetAgents(agent, admin)
    const adminId = (await admin.state()).agent.accountId
    expect((await setStatus(agent, { accountId: adminId, status: 3 })).statusCode).toBe(403)
    const [multi] = await ownerQuery<{ id: string }>(
      t.store,
      "SELECT id FROM staff_accounts WHERE email = 'multi@demo.com'",
    )
    expect((await setStatus(admin, { accountId: multi?.id, status: 3 })).statusCode).toBe(409)
    const [outsider] = await ownerQuery<{ id: string }>(
      t.store,
      "SELECT id FROM staff_accounts WHERE employee_no = 'second01'",
    )
    expect((await setStatus(admin, { accountId: outsider?.id, status: 3 })).statusCode).toBe(404)
    expect((await setStatus(admin, { accountId: adminId, status: 3 })).statusCode).toBe(404)
  })

  it('records each listen, join and end of a supervisor in the audit trail', async () => {
    await resetAgents(agent, admin)
    await agent.choose(3)
    const { accountId } = (await agent.state()).agent
    const { callId } = await agent.ring('13900006666', { accountId })
    await agent.act(callId, 'answer')
    await agent.until((state) => callStatusOf(state) === 'INBOUND_ACTIVE')
    await admin.ok('POST', '/api/v1/speech/setMonitorStatus', { callId, listeningStatus: 'LISTENING' })
    await admin.ok('POST', '/api/v1/speech/monitor/join', { callId })
    await admin.ok('POST', '/api/v1/speech/setMonitorStatus', { callId, listeningStatus: 'END' })
    for (const action of ['call.listen', 'call.join', 'call.endMonitoring'])
      expect((await actionsOf(action))[0], action).toMatchObject({
        actorName: '管理员',
        targetType: 'call',
        targetName: '坐席01',
        after: { agent: '坐席01', callId },
      })
    await agent.act(callId, 'hangup')
  })
})
