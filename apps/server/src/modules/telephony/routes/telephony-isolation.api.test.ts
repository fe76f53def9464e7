import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALL_ACTIONS, RESPONSE_CODES, SIMULATED_OUTCOME_NUMBERS } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import {
  seedSecondCoCall,
  secondCoTelephonyRows,
  type SecondCoCall,
} from '../test-support/second-co-call-kit'
import { signedInClient, startTelephonyApp, type CtiClient } from '../test-support/telephony-test-kit'

// Demo Co.'s people must never see or touch Second Co.'s telephony. multi@demo.com belongs to both tenants and is
// the agent of Second Co.'s call: signed into Demo Co., only the tenant stands between them and that call.
let t: TestApp
let second: SecondCoCall
let agent: CtiClient
let admin: CtiClient
let multi: CtiClient

beforeAll(async () => {
  t = await startTelephonyApp()
  second = await seedSecondCoCall(t.store)
  await seedAgentWithoutCallCentre(t)
  agent = await signedInClient(t, 'agent01', 'Agent@2026')
  admin = await signedInClient(t, 'admin@demo.com', 'Admin@2026')
  multi = await signedInClient(t, 'multi@demo.com', 'Multi@2026', second.demoTenantId)
})
afterAll(() => t.close())

/**
 * No demo role lacks speech_ability (both of Demo Co.'s have it), so Demo Co. gets one: the agent role without it,
 * held by nospeech01 (agent01's password).
 */
async function seedAgentWithoutCallCentre(app: TestApp) {
  await ownerQuery(
    app.store,
    `WITH tenant AS (SELECT id FROM tenants WHERE code = 'demo'),
     role AS (INSERT INTO roles (tenant_id, code, name) SELECT id, 'no_speech', '无呼叫中心坐席' FROM tenant
       RETURNING id, tenant_id),
     codes AS (INSERT INTO role_permissions (tenant_id, role_id, permission_code)
       SELECT role.tenant_id, role.id, p.permission_code FROM role, role_permissions p
       JOIN roles agent ON agent.id = p.role_id
       WHERE agent.tenant_id = role.tenant_id AND agent.code = 'agent' AND p.permission_code <> 'speech_ability'),
     account AS (INSERT INTO staff_accounts (employee_no, name, password_hash)
       SELECT 'nospeech01', '无呼叫中心坐席', password_hash FROM staff_accounts WHERE employee_no = 'agent01'
       RETURNING id)
     INSERT INTO tenant_members (tenant_id, account_id, role_id, protocol_agreed_at)
     SELECT role.tenant_id, account.id, role.id, now() FROM role, account`,
  )
}

/** A refusal that says the thing does not exist or may not be done: never a success, never a server error. */
function expectRefused(response: LightMyRequestResponse, what: string) {
  expect(response.json().code, `${what}: ${response.body}`).toBe(RESPONSE_CODES.FAILURE)
  expect([404, 409], `${what}: ${response.statusCode}`).toContain(response.statusCode)
}

describe('the CTI server between tenants', () => {
  it("shows Demo Co.'s supervisor no agent, call or queue of Second Co. on the monitor board", async () => {
    const board = await admin.ok<{
      agents: { accountId: string; call: { callId: string } | null }[]
      queues: { skillGroupId: string; name: string; waiting: number }[]
    }>('GET', '/api/v1/speech/monitor/board')
    const agentIds = board.agents.map((row) => row.accountId)
    expect(agentIds).not.toContain(second.outsiderId)
    expect(board.agents.map((row) => row.call?.callId)).not.toContain(second.activeCallId)
    // The administrator's own skill group (售后服务 is agent01's alone).
    expect(board.queues.map((queue) => queue.name)).toEqual(['售前咨询'])
    expect(board.queues.map((queue) => queue.skillGroupId)).not.toContain(second.skillGroupId)
    expect(board.queues.every((queue) => queue.waiting === 0)).toBe(true)
  })

  it("gives no Second Co. call history, record or call to Demo Co. sessions, not even to that call's own agent", async () => {
    for (const client of [agent, admin, multi]) {
      const history = await client.ok<unknown[]>(
        'GET',
        `/api/v1/call/history?customerId=${second.customerId}`,
      )
      expect(history).toEqual([])
      expectRefused(
        await client.call('GET', `/api/v1/speech/communicate/${second.activeRecordId}`),
        'communicate detail',
      )
    }
    const own = await multi.state()
    expect(own.call).toBeNull()
    expect(own.invitation).toBeNull()
    expect(await multi.ok('GET', '/api/v1/call/history')).toEqual([])
  })

  it("refuses every command on Second Co.'s call, record, invitation, customer and task, and changes nothing", async () => {
    const before = await secondCoTelephonyRows(t.store, second.secondTenantId)
    await multi.signIn()
    await agent.signIn()
    await admin.signIn()
    for (const action of CALL_ACTIONS) {
      expectRefused(await multi.call('POST', `/api/v1/speech/call/${second.activeCallId}/${action}`), action)
    }
    expectRefused(
      await multi.call('POST', `/api/v1/speech/call/${second.activeCallId}/dtmf`, { digits: '1' }),
      'dtmf',
    )
    expectRefused(
      await multi.call('POST', '/api/v1/call/satisfaction/transfer', { callId: second.activeCallId }),
      'transfer to the survey',
    )
    expectRefused(
      await agent.call('POST', `/api/v1/speech/call/${second.queuedCallId}/answer`),
      'answer a queued call',
    )
    expectRefused(
      await admin.call('POST', '/api/v1/speech/setMonitorStatus', {
        callId: second.activeCallId,
        listeningStatus: 'LISTENING',
      }),
      'listen',
    )
    expectRefused(
      await admin.call('POST', '/api/v1/speech/monitor/join', { callId: second.activeCallId }),
      'join',
    )
    expectRefused(
      await multi.call('POST', `/api/v1/speech/call/${second.activeCallId}/invite`, {
        accountId: second.agent01Id,
        content: '请协助',
      }),
      'invite into the call',
    )
    for (const invitationId of [second.invitationToAgent01Id, second.invitationToMultiId]) {
      for (const client of [agent, multi]) {
        for (const answer of ['agreeEnter', 'refuse']) {
          expectRefused(
            await client.call('POST', `/api/v1/speech/invitation/${invitationId}/${answer}`),
            `${answer} an invitation`,
          )
        }
      }
    }
    expectRefused(
      await multi.call('POST', `/api/v1/speech/communicate/update/${second.activeRecordId}`, {
        note: '偷改',
      }),
      'communicate update',
    )
    expectRefused(
      await multi.call('POST', '/api/v1/call/updateAcw', {
        acwDuration: 99,
        participantRole: 'AGENT',
        participantId: second.activeRecordId,
      }),
      'updateAcw',
    )
    expectRefused(
      await multi.call('POST', `/api/v1/speech/taskCustomerRevert?communicateId=${second.activeRecordId}`),
      'taskCustomerRevert',
    )
    expectRefused(
      await multi.call('POST', '/api/v1/speech/call/dial', { customerId: second.customerId }),
      'dial a customer',
    )
    expectRefused(
      await multi.call('POST', '/api/v1/speech/call/dial', { outboundTaskId: second.pendingTaskId }),
      'dial a task',
    )
    expectRefused(
      await admin.call('POST', '/api/v1/demo/call-simulator/inbound', {
        from: '13900001111',
        skillGroupId: second.skillGroupId,
      }),
      'ring a Second Co. group',
    )
    expectRefused(
      await admin.call('POST', '/api/v1/demo/call-simulator/inbound', {
        from: '13900001111',
        accountId: second.outsiderId,
      }),
      'ring a Second Co. agent',
    )
    expectRefused(
      await admin.call('POST', `/api/v1/demo/call-simulator/${second.activeCallId}/hangup`),
      'far end hangs up',
    )
    expect(await secondCoTelephonyRows(t.store, second.secondTenantId)).toEqual(before)
    expect((await multi.state()).call).toBeNull()
    expect((await admin.state()).agent.systemState).toBe('NOT_READY')
  })

  it('refuses to invite a Second Co. agent into a Demo Co. call, and says they are not free', async () => {
    const dialled = await agent.dial({ phone: SIMULATED_OUTCOME_NUMBERS.answered })
    const callId = dialled.call?.callId ?? ''
    await agent.until((state) => state.call?.callStatus === 'MANUAL_ACTIVE')
    expectRefused(
      await agent.call('POST', `/api/v1/speech/call/${callId}/invite`, {
        accountId: second.outsiderId,
        content: '请协助',
      }),
      'invite a Second Co. agent',
    )
    expect(
      await agent.ok<{ free: boolean }>('GET', `/api/v1/speech/checkFree?accountId=${second.outsiderId}`),
    ).toEqual({ free: false })
    const colleagues = await agent.ok<{ accountId: string }[]>('GET', '/api/v1/speech/dialpad/staff/status')
    expect(colleagues.map((row) => row.accountId)).not.toContain(second.outsiderId)
    const invitations = await ownerQuery<{ n: number }>(
      t.store,
      'SELECT count(*)::int AS n FROM call_invitations WHERE to_account_id = $1',
      [second.outsiderId],
    )
    expect(invitations[0]?.n).toBe(0)
    const demoRows = await ownerQuery<{ n: number }>(
      t.store,
      'SELECT count(*)::int AS n FROM cti_agents WHERE account_id = $1 AND tenant_id = $2',
      [second.outsiderId, second.demoTenantId],
    )
    expect(demoRows[0]?.n).toBe(0)
    await agent.act(callId, 'hangup')
    await agent.ok('POST', '/api/v1/speech/acw', { action: 'end' })
  })

  it("lists only Demo Co.'s numbers, rest reasons and skill groups", async () => {
    const numbers = await agent.ok<{ number: string }[]>('GET', '/api/v1/speech/did/list')
    expect(numbers.map((row) => row.number)).toEqual(['4008001001', '02150001000'])
    const labels = await agent.ok<{ name: string }[]>('GET', '/api/v1/speech/rest/labels')
    expect(labels.map((row) => row.name)).toEqual(['午餐', '培训', '会议'])
    const groups = await multi.ok<{ id: string; name: string }[]>('GET', '/api/v1/speech/skill-groups')
    expect(groups.map((row) => row.name).sort()).toEqual(['售前咨询', '售后服务'])
    expect(groups.map((row) => row.id)).not.toContain(second.skillGroupId)
  })
})

describe('who may use the telephony routes', () => {
  it('refuses every telephony route to a member whose role lacks speech_ability', async () => {
    const outside = await signedInClient(t, 'nospeech01', 'Agent@2026')
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/v1/speech/agent/info'],
      ['POST', '/api/v1/speech/staff/login', { signModel: 'SIPPHONE' }],
      ['POST', '/api/v1/speech/agent/status', { status: 3 }],
      ['GET', '/api/v1/speech/did/list'],
      ['GET', '/api/v1/speech/rest/labels'],
      ['GET', '/api/v1/speech/skill-groups'],
      ['GET', '/api/v1/call/history'],
      ['POST', '/api/v1/speech/call/dial', { phone: SIMULATED_OUTCOME_NUMBERS.answered }],
      ['POST', '/api/v1/speech/call/sim-any/answer'],
      ['POST', '/api/v1/demo/call-simulator/inbound', { from: '13900001111' }],
    ]
    for (const [method, url, payload] of routes) {
      const response = await outside.call(method, url, payload)
      expect(response.statusCode, url).toBe(403)
      expect(response.json().code, url).toBe(RESPONSE_CODES.ACCESS_DENY)
    }
    // Not even a first look at the CTI state left an agent row behind.
    const rows = await ownerQuery<{ n: number }>(
      t.store,
      `SELECT count(*)::int AS n FROM cti_agents a JOIN staff_accounts s ON s.id = a.account_id
       WHERE s.employee_no = 'nospeech01'`,
    )
    expect(rows[0]?.n).toBe(0)
  })

  it('refuses the supervisor routes to an agent without speech.monitor (agent01)', async () => {
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/v1/speech/monitor/board'],
      ['POST', '/api/v1/speech/setMonitorStatus', { callId: 'sim-any', listeningStatus: 'LISTENING' }],
      ['POST', '/api/v1/speech/monitor/join', { callId: 'sim-any' }],
    ]
    for (const [method, url, payload] of routes) {
      const response = await agent.call(method, url, payload)
      expect(response.statusCode, url).toBe(403)
      expect(response.json().code, url).toBe(RESPONSE_CODES.ACCESS_DENY)
    }
  })
})
