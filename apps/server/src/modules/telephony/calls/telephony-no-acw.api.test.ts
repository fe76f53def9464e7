import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../../test/test-app'
import {
  resetAgents,
  setCtiSettings,
  startTelephonyDemo,
  type CtiClient,
} from '../test-support/telephony-test-kit'

// A tenant may have no after-call work (acw_seconds 0): an agent whose call ends is READY at once, and must get
// the next call like any ready agent.
let t: TestApp
let agent: CtiClient

beforeAll(async () => {
  ;({ t, agent } = await startTelephonyDemo({ acw_seconds: 0 }))
})
afterAll(() => t.close())

describe('after-call work, or none', () => {
  it('gives an agent whose call just ended the next call', async () => {
    await agent.signIn()
    const { accountId } = (await agent.choose(3)).agent
    const first = await agent.ring('13900001111', { accountId })
    await agent.act(first.callId, 'answer')
    const ended = await agent.act(first.callId, 'hangup')
    expect(ended.agent.systemState).toBe('READY')
    const next = await agent.ring('13900002222', { accountId })
    const ringing = await agent.until((state) => state.call?.callId === next.callId)
    expect(ringing.call?.callStatus).toBe('INBOUND_WAITING_FOR_ANSWER')
  })

  it('ends after-call work when the agent chooses a status during it, and offers them the next call', async () => {
    await setCtiSettings(t, 'demo', { acw_seconds: 60 })
    await resetAgents(agent)
    const { accountId } = (await agent.choose(3)).agent
    const first = await agent.ring('13900003333', { accountId })
    await agent.act(first.callId, 'answer')
    const ended = await agent.act(first.callId, 'hangup')
    expect(ended.agent.systemState).toBe('ACW')
    const ready = await agent.choose(3)
    expect(ready.agent).toMatchObject({ systemState: 'READY', acwEndsAt: null, nextStatus: null })
    expect(ready.call).toBeNull()
    const record = await agent.ok<{ acwDuration: number | null }>(
      'GET',
      `/api/v1/speech/communicate/${ended.call?.callRecordId}`,
    )
    expect(record.acwDuration).toBeGreaterThanOrEqual(0)
    const next = await agent.ring('13900004444', { accountId })
    expect((await agent.state()).call?.callId).toBe(next.callId)
  })
})
