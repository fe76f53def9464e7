import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
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

// Calls of 售后服务, where agent01 is the only other agent; a ring lasts a minute, so only a withdrawal moves it.
let t: TestApp
let agent: CtiClient
let admin: CtiClient
let afterSalesGroupId: string

beforeAll(async () => {
  ;({ t, agent, admin } = await startTelephonyDemo({ acw_seconds: 0, ring_timeout_seconds: 60 }))
  afterSalesGroupId = await afterSalesGroupIdOf(t)
})
afterAll(() => t.close())

const disable = async (accountId: string) => {
  const response = await admin.call('POST', `/api/v1/portal/staff/${accountId}/disable`)
  expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
}

/** The CTI server's row of an agent whose sessions ended (they can no longer ask for it themselves). */
const agentRow = async (accountId: string) =>
  (
    await ownerQuery<{ signed_in: boolean; system_state: string; current_call_id: string | null }>(
      t.store,
      'SELECT signed_in, system_state, current_call_id FROM cti_agents WHERE account_id = $1',
      [accountId],
    )
  )[0]

const callRow = async (callId: string) =>
  (
    await ownerQuery<{ status: string; agent_account_id: string | null; ended_at: Date | null }>(
      t.store,
      'SELECT status, agent_account_id, ended_at FROM call_records WHERE call_id = $1',
      [callId],
    )
  )[0]

describe('a member disabled while in the call centre', () => {
  it('is signed out at once, and a call placed then waits for another agent instead of ringing them', async () => {
    await resetAgents(agent)
    const member = await afterSalesAgent(t, 'disabled01', '停用坐席一')
    await member.client.signIn()
    await member.client.choose(3)
    await disable(member.id)
    expect(await agentRow(member.id)).toMatchObject({ signed_in: false, system_state: 'OFFLINE' })

    const { callId } = await admin.ring('13900009991', { skillGroupId: afterSalesGroupId })
    expect(await callRow(callId)).toMatchObject({ status: 'QUEUED', agent_account_id: null })
    // The call rings the next agent who is ready.
    await agent.choose(3)
    await agent.until((state) => state.call?.callId === callId)
    await agent.act(callId, 'answer')
    await agent.act(callId, 'hangup')
  })

  it('has a call ringing at them withdrawn and offered to the next ready agent', async () => {
    await resetAgents(agent)
    const member = await afterSalesAgent(t, 'disabled02', '停用坐席二')
    await member.client.signIn()
    await member.client.choose(3)
    const { callId } = await admin.ring('13900009992', {
      skillGroupId: afterSalesGroupId,
      accountId: member.id,
    })
    await member.client.until((state) => callStatusOf(state) === 'INBOUND_WAITING_FOR_ANSWER')
    await agent.choose(3)

    await disable(member.id)
    expect(await agentRow(member.id)).toMatchObject({ signed_in: false, current_call_id: null })
    const ringing = await agent.until((state) => state.call?.callId === callId)
    expect(callStatusOf(ringing)).toBe('INBOUND_WAITING_FOR_ANSWER')
    await agent.act(callId, 'answer')
    await agent.act(callId, 'hangup')
  })

  it('has the call they are on ended, and is signed out', async () => {
    const member = await afterSalesAgent(t, 'disabled03', '停用坐席三')
    await member.client.signIn()
    await member.client.choose(3)
    const { callId } = await admin.ring('13900009993', {
      skillGroupId: afterSalesGroupId,
      accountId: member.id,
    })
    await member.client.act(callId, 'answer')
    await member.client.until((state) => callStatusOf(state) === 'INBOUND_ACTIVE')

    await disable(member.id)
    expect(await callRow(callId)).toMatchObject({ status: 'INBOUND_NOT_ACTIVE' })
    expect((await callRow(callId))?.ended_at).not.toBeNull()
    expect(await agentRow(member.id)).toMatchObject({ signed_in: false, system_state: 'OFFLINE' })
  })

  it('is offered no call once their account is stopped or their role loses the call-centre code, whatever signed them out', async () => {
    await resetAgents(agent)
    const stopped = await afterSalesAgent(t, 'stopped04', '停用坐席四')
    const withoutCode = await afterSalesAgent(t, 'nocode05', '无权限坐席五')
    for (const member of [stopped, withoutCode]) {
      await member.client.signIn()
      await member.client.choose(3)
    }
    // Changed in plain SQL, as another process or an administrator's other screen might: no sign-out follows.
    await ownerQuery(t.store, "UPDATE staff_accounts SET status = 'stopped' WHERE id = $1", [stopped.id])
    await ownerQuery(
      t.store,
      `WITH role AS (INSERT INTO roles (tenant_id, code, name)
         SELECT tenant_id, 'no-call-centre', '无呼叫中心' FROM tenant_members WHERE account_id = $1 RETURNING id)
       UPDATE tenant_members SET role_id = (SELECT id FROM role) WHERE account_id = $1`,
      [withoutCode.id],
    )
    for (const member of [stopped, withoutCode]) {
      const { callId } = await admin.ring('13900009994', {
        skillGroupId: afterSalesGroupId,
        accountId: member.id,
      })
      expect(await callRow(callId)).toMatchObject({ status: 'QUEUED', agent_account_id: null })
    }
  })
})
