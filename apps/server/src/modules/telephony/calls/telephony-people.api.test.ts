import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, SIMULATED_OUTCOME_NUMBERS } from '@portal/contract'
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

describe('the people on calls and around them', () => {
  it('lets a supervisor listen to a call and join it, and the agent sees both', async () => {
    await reset()
    await agent.choose(3)
    const { callId } = await agent.ring('13900003333', { accountId: (await agent.state()).agent.accountId })
    await agent.act(callId, 'answer')
    await agent.until((s) => callStatus(s) === 'INBOUND_ACTIVE')
    const board = await admin.ok<{ agents: { name: string; call: { callId: string } | null }[] }>(
      'GET',
      '/api/v1/speech/monitor/board',
    )
    expect(board.agents.find((row) => row.name === '坐席01')?.call?.callId).toBe(callId)
    const listening = await admin.ok('POST', '/api/v1/speech/setMonitorStatus', {
      callId,
      listeningStatus: 'LISTENING',
    })
    expect(listening.agent.systemState).toBe('IN_MONITOR')
    expect(listening.call).toMatchObject({ callId, listening: true, joining: false })
    expect((await agent.state()).call?.participants).toEqual([
      { accountId: listening.agent.accountId, name: '管理员', role: 'MONITOR', monitorMode: 'LISTENING' },
    ])
    const joined = await admin.ok('POST', '/api/v1/speech/monitor/join', { callId })
    expect(joined.agent.systemState).toBe('IN_CONFERENCE')
    expect(joined.call).toMatchObject({ listening: false, joining: true })
    expect((await agent.state()).call?.participants[0]?.monitorMode).toBe('JOINED')
    await agent.act(callId, 'hangup')
    const after = await admin.state()
    expect(after.call).toBeNull()
    expect(after.agent.systemState).toBe('NOT_READY')
  })

  it('invites a free colleague into the call, who agrees and joins', async () => {
    await reset()
    const dialled = await agent.dial({ phone: SIMULATED_OUTCOME_NUMBERS.answered })
    const callId = dialled.call?.callId ?? ''
    await agent.until((s) => callStatus(s) === 'MANUAL_ACTIVE')
    const staff = await agent.ok<{ accountId: string; name: string; free: boolean }[]>(
      'GET',
      '/api/v1/speech/dialpad/staff/status',
    )
    const colleague = staff.find((row) => row.name === '管理员')
    expect(colleague?.free).toBe(true)
    await agent.ok('POST', `/api/v1/speech/call/${callId}/invite`, {
      accountId: colleague?.accountId,
      content: '请协助',
    })
    const invited = await admin.state()
    expect(invited.invitation).toMatchObject({ callId, fromStaffName: '坐席01', content: '请协助' })
    const entered = await admin.ok('POST', `/api/v1/speech/invitation/${invited.invitation?.id}/agreeEnter`)
    expect(entered.agent.systemState).toBe('IN_CONFERENCE')
    expect(entered.invitation).toBeNull()
    expect(entered.call).toMatchObject({ callId, joining: true })
    const left = await admin.ok('POST', '/api/v1/speech/participant/hangup', { callId })
    expect(left.call).toBeNull()
    expect(left.agent.systemState).toBe('NOT_READY')
    const stillOn = await agent.state()
    expect(stillOn.call).toMatchObject({ callStatus: 'MANUAL_ACTIVE', participants: [] })
    await agent.act(callId, 'hangup')
  })

  it('takes a ready agent no page has been heard from out of ready', async () => {
    await reset()
    await agent.choose(3)
    await ownerQuery(
      t.store,
      `UPDATE cti_agents SET last_heard_at = now() - interval '31 seconds' WHERE system_state = 'READY'`,
    )
    const silent = await agent.until((state) => state.agent.systemState === 'NOT_READY')
    expect(silent.agent.systemReason).toBe('telephony.silence')
  })

  it('refuses a sign-in over the seat limit, and one in a tenant without a call centre', async () => {
    await reset()
    await agent.ok('POST', '/api/v1/speech/staff/logout')
    await ownerQuery(t.store, `UPDATE tenants SET speech_seat_limit = 1 WHERE code = 'demo'`)
    const refused = await agent.call('POST', '/api/v1/speech/staff/login?locale=zh-CN', {
      signModel: 'SIPPHONE',
    })
    expect(refused.json().message).toBe(MESSAGES['zh-CN']['telephony.seatLimit'])
    await ownerQuery(t.store, `UPDATE tenants SET speech_seat_limit = NULL WHERE code = 'demo'`)
    const mobile = await agent.call('POST', '/api/v1/speech/staff/login?locale=zh-CN', {
      signModel: 'OUTPHONE',
      phone: '123',
    })
    expect(mobile.json().message).toBe(MESSAGES['zh-CN']['telephony.invalidPhone'])
  })

  it('offers the mobile on the staff record, and signs in on it when the agent gives none', async () => {
    await reset()
    await agent.ok('POST', '/api/v1/speech/staff/logout')
    const model = await agent.ok<{ staffPhone: string | null }>('GET', '/api/v1/speech/sign/model')
    expect(model.staffPhone).toBe('13800000001')
    const signedIn = await agent.ok('POST', '/api/v1/speech/staff/login', { signModel: 'OUTPHONE' })
    expect(signedIn.agent.signModel).toBe('OUTPHONE')
    expect(signedIn.agent.mobile).toMatch(/^138\*+0001$/)
  })
})

describe('the operator call command', () => {
  it('rings an agent named by login, through the tenant named by code, with the operator token only', async () => {
    await reset()
    await agent.choose(3)
    const call = (token: string, body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/operator/call-simulator/inbound',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      })
    expect((await call('x'.repeat(32), { tenant: 'demo', from: '13900004444' })).statusCode).toBe(401)
    expect((await call(t.app.operatorToken, { tenant: 'nobody', from: '13900004444' })).statusCode).toBe(404)
    const rung = await call(t.app.operatorToken, {
      tenant: 'demo',
      from: '13900004444',
      skill: '售后服务',
      agent: 'agent01',
    })
    const { callId } = rung.json().data as { callId: string }
    const ringing = await agent.state()
    expect(ringing.call).toMatchObject({ callId, skillsetName: '售后服务', customer: { name: '刘先生' } })
  })
})
