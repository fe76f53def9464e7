import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, type CtiState, type UnansweredCall, type WaitingCall } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import {
  callStatusOf,
  resetAgents,
  setCtiSettings,
  startTelephonyDemo,
  type CtiClient,
} from '../test-support/telephony-test-kit'

// Issue 26 parts 1 and 2: no caller stranded (a call an agent missed rings them again), the queue view's pick,
// setBusying by its call, and the lists of calls not taken with their call-back.
let t: TestApp
let agent: CtiClient
let admin: CtiClient

beforeAll(async () => {
  ;({ t, agent, admin } = await startTelephonyDemo({ ring_timeout_seconds: 1, acw_seconds: 0 }))
  await admin.signIn()
})
afterAll(() => t.close())

const ringing = (callId: string) => (state: CtiState) =>
  state.call?.callId === callId && callStatusOf(state) === 'INBOUND_WAITING_FOR_ANSWER'

/** Only agent01 takes calls: the administrator is signed in but hung off. */
const onlyAgentReady = async () => {
  await resetAgents(agent, admin)
  return agent.choose(3)
}

/** The caller of a call hangs up (the simulator's far end), whoever it rings. */
const callerHangsUp = async (callId: string) => {
  await ownerQuery(
    t.store,
    "UPDATE call_records SET far_end_event = 'hangup', far_end_at = now() WHERE call_id = $1",
    [callId],
  )
}

const offersOf = (callId: string) =>
  ownerQuery<{ outcome: string | null }>(
    t.store,
    `SELECT o.outcome FROM call_offers o JOIN call_records r ON r.id = o.record_id
     WHERE r.call_id = $1 ORDER BY o.offered_at`,
    [callId],
  )

describe('no caller stranded', () => {
  it('rings an agent who missed a call again once they are ready, and a caller who hangs up while it rings marks nobody busy', async () => {
    await onlyAgentReady()
    const { callId } = await agent.ring('13900003333')
    await agent.until(ringing(callId))
    // It rings out: agent01 is set to 小休 (busy, §4) and the call waits.
    const missed = await agent.until((state) => state.agent.systemState === 'AWAY')
    expect(missed.agent.systemReason).toBe('telephony.missedCall')
    // Back to 接线: it rings them again at once (the three minutes of 排队 1 · 空闲坐席 1).
    await agent.choose(3)
    await agent.until(ringing(callId), 2000)
    await callerHangsUp(callId)
    const after = await agent.until((state) => state.call === null)
    expect(after.agent).toMatchObject({ systemState: 'READY', systemReason: null })
    expect((await offersOf(callId)).map((offer) => offer.outcome)).toEqual(['missed', 'callerHungUp'])
  })

  it('offers a call an agent missed to the others first, and keeps a reject as rejected', async () => {
    await resetAgents(agent, admin)
    // agent01 has waited longest, but missed this call before: the administrator gets it first.
    await agent.choose(3)
    await admin.choose(3)
    await ownerQuery(
      t.store,
      `WITH call AS (INSERT INTO call_records (tenant_id, call_id, call_type, status, phone, skill_group_id, queued_at)
         SELECT g.tenant_id, 'missed-before', 'INBOUND', 'QUEUED', '13900004444', g.id, now() FROM skill_groups g
         WHERE g.name = '售前咨询' AND g.tenant_id = (SELECT id FROM tenants WHERE code = 'demo') RETURNING *)
       INSERT INTO call_offers (tenant_id, record_id, account_id, outcome)
       SELECT call.tenant_id, call.id, (SELECT id FROM staff_accounts WHERE employee_no = 'agent01'), 'missed'
       FROM call`,
    )
    await admin.until(ringing('missed-before'))
    expect((await agent.state()).call).toBeNull()
    await admin.act('missed-before', 'reject')
    // Both have had it once now: agent01, idle longest, gets it.
    await agent.until(ringing('missed-before'))
    await agent.act('missed-before', 'answer')
    expect((await offersOf('missed-before')).map((offer) => offer.outcome)).toEqual([
      'missed',
      'rejected',
      'answered',
    ])
    await agent.act('missed-before', 'hangup')
    const notTaken = await admin.ok<UnansweredCall[]>('GET', '/api/v1/speech/calls/missed')
    expect(notTaken[0]).toMatchObject({
      kind: 'rejected',
      phoneNumber: '139****4444',
      isAnsweredByOther: true,
    })
    // agent01 answered it in the end: it is no longer among their calls not taken.
    const agentMissed = await agent.ok<UnansweredCall[]>('GET', '/api/v1/speech/calls/missed')
    expect(agentMissed.some((call) => call.phoneNumber === '139****4444')).toBe(false)
  })

  it('takes an agent hanging up a call that rings them as a reject: the caller goes on to the next agent', async () => {
    await resetAgents(agent, admin)
    await agent.choose(3)
    const { callId } = await agent.ring('13900009191')
    await agent.until(ringing(callId))
    await admin.choose(3)
    await agent.act(callId, 'hangup')
    await admin.until(ringing(callId))
    expect((await offersOf(callId)).map((offer) => offer.outcome)).toEqual(['rejected', null])
    await callerHangsUp(callId)
    await admin.until((state) => state.call === null)
  })

  it("stops offering a call to an agent at the tenant's limit of offers per agent; it waits to be picked", async () => {
    await setCtiSettings(t, 'demo', { max_offers_per_agent: 1 })
    try {
      await onlyAgentReady()
      const { callId } = await agent.ring('13900005555')
      await agent.until(ringing(callId))
      await agent.until((state) => state.agent.systemState === 'AWAY')
      await agent.choose(3)
      const waiting = await agent.ok<WaitingCall[]>('GET', '/api/v1/speech/queue/calls')
      const queued = waiting.find((call) => call.phoneNumber === '139****5555')
      expect(queued).toMatchObject({ skillsetName: '售前咨询', offersToMe: 1 })
      // Three timer ticks later it has not rung them.
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect((await agent.state()).call).toBeNull()
      // Picked from the queue view, it connects at once.
      const picked = await agent.ok('POST', `/api/v1/speech/queue/calls/${queued?.recordId}/pick`)
      expect(picked.call).toMatchObject({ callId })
      expect(callStatusOf(picked)).toMatch(/^INBOUND_ACTIVE/)
      await agent.act(callId, 'hangup')
    } finally {
      await setCtiSettings(t, 'demo', { max_offers_per_agent: null })
    }
  })

  it('refuses a pick by an agent who is not ready', async () => {
    await resetAgents(agent, admin)
    const refused = await agent.call(
      'POST',
      '/api/v1/speech/queue/calls/00000000-0000-0000-0000-000000000000/pick?locale=zh-CN',
    )
    expect(refused.json().message).toBe(MESSAGES['zh-CN']['telephony.pickNeedsReady'])
  })

  it('setBusying marks busy only after a call that rang at the agent unanswered, and isBusy=0 takes it back', async () => {
    const ready = await onlyAgentReady()
    const { accountId, tenantId } = { accountId: ready.agent.accountId, tenantId: await demoTenantId() }
    const setBusying = (callId: string, isBusy: '0' | '1') =>
      agent.ok<boolean>(
        'GET',
        `/api/v1/call/setBusying?callId=${callId}&tenantId=${tenantId}&userId=${accountId}&isBusy=${isBusy}`,
      )
    expect(await setBusying('sim-not-a-call', '1')).toBe(false)
    const { callId } = await agent.ring('13900006666', { accountId })
    await agent.until(ringing(callId))
    await callerHangsUp(callId)
    await agent.until((state) => state.call === null)
    expect((await agent.state()).agent.systemState).toBe('READY')
    expect(await setBusying(callId, '1')).toBe(true)
    expect((await agent.state()).agent).toMatchObject({
      systemState: 'AWAY',
      systemReason: 'telephony.missedCall',
    })
    expect(await setBusying(callId, '0')).toBe(true)
    expect((await agent.state()).agent.systemState).toBe('READY')
    expect(await setBusying(callId, '0')).toBe(false)
  })
})

const demoTenantId = async () =>
  (await ownerQuery<{ id: string }>(t.store, "SELECT id::text FROM tenants WHERE code = 'demo'"))[0]?.id ?? ''

describe('calls not taken, and calling them back', () => {
  it("lists a caller who hung up in the queue as abandoned in the agent's group, and a call-back links it", async () => {
    await resetAgents(agent, admin)
    const { callId } = await agent.ring('13900007777')
    await callerHangsUp(callId)
    const abandoned = async () =>
      (await agent.ok<UnansweredCall[]>('GET', '/api/v1/speech/calls/abandoned')).find(
        (call) => call.phoneNumber === '139****7777',
      )
    await expect.poll(abandoned, { timeout: 5000, interval: 20 }).toMatchObject({ kind: 'abandoned' })
    const original = await abandoned()
    expect(original?.calledBackAt).toBeNull()
    const dialled = await agent.dial({ recordId: original?.recordId ?? '' })
    expect(dialled.call).toMatchObject({ callType: 'MANUAL', phoneNumber: '139****7777' })
    const [link] = await ownerQuery<{ callback_of: string }>(
      t.store,
      'SELECT callback_of::text FROM call_records WHERE call_id = $1',
      [dialled.call?.callId],
    )
    expect(link?.callback_of).toBe(original?.recordId)
    expect(await abandoned()).toMatchObject({ calledBackBy: expect.any(String) })
    await agent.act(dialled.call?.callId ?? '', 'hangup')
    // The dial pad's recent numbers start with it (its redial).
    const recent = await agent.ok<{ phoneNumber: string }[]>('GET', '/api/v1/speech/calls/recent')
    expect(recent[0]?.phoneNumber).toBe('139****7777')
  })

  it('refuses to call back a record the agent has no part in', async () => {
    await resetAgents(agent, admin)
    const [other] = await ownerQuery<{ id: string }>(
      t.store,
      `INSERT INTO call_records (tenant_id, call_id, call_type, status, phone, result)
       SELECT id, 'foreign-call', 'INBOUND', 'INBOUND_NOT_ACTIVE', '13900008888', 'answered' FROM tenants
       WHERE code = 'demo' RETURNING id::text`,
    )
    const refused = await agent.call('POST', '/api/v1/speech/call/dial', { recordId: other?.id })
    expect(refused.statusCode).toBe(404)
  })
})
