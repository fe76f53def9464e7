import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, SIMULATED_OUTCOME_NUMBERS } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import {
  resetAgents,
  startTelephonyDemo,
  type CtiClient,
} from '../../telephony/test-support/telephony-test-kit'
import { NUMBERS_PATH } from './numbers-test-kit'

// The administrator is in 售前咨询 only; Demo Co. has 4008001001 and 02150001000, and no outbound lists at first.
let t: TestApp
let admin: CtiClient
beforeAll(async () => {
  ;({ t, admin } = await startTelephonyDemo({}))
})
afterAll(() => t.close())

const put = (url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `${NUMBERS_PATH}${url}`, headers: { cookie: admin.cookie }, payload })

/** The number the administrator's outbound call went out from, asking for `did` (or none). */
async function calledFrom(did?: string): Promise<string | undefined> {
  await resetAgents(admin)
  const state = await admin.dial({ phone: SIMULATED_OUTCOME_NUMBERS.answered, ...(did ? { did } : {}) })
  const [row] = await ownerQuery<{ did: string }>(
    t.store,
    'SELECT did FROM call_records WHERE call_id = $1',
    [state.call?.callId],
  )
  return row?.did
}

describe("an agent's outbound call", () => {
  it('goes out from any active number asked for while none of their groups lists numbers', async () => {
    expect(await calledFrom('02150001000')).toBe('02150001000')
    expect(await calledFrom()).toBe('4008001001')
  })

  it("goes out from the number asked for only if their groups may use it, else their group's default", async () => {
    const [group] = await ownerQuery<{ id: string }>(
      t.store,
      "SELECT id::text FROM skill_groups WHERE name = '售前咨询'",
    )
    const saved = await put(`/skill-groups/${group?.id}`, {
      numbers: ['02150001000'],
      defaultNumber: '02150001000',
    })
    expect(saved.json().data.defaultNumber, saved.body).toBe('02150001000')
    expect(await calledFrom()).toBe('02150001000')
    expect(await calledFrom('4008001001')).toBe('02150001000')
    expect(await calledFrom('02150001000')).toBe('02150001000')
  })

  it('never goes out from a retired number, and tells a company with no active number so', async () => {
    expect((await put('/02150001000/retired', { isRetired: true })).json().data.retiredAt).not.toBeNull()
    expect(await calledFrom('02150001000')).toBe('4008001001')
    await put('/4008001001/retired', { isRetired: true })
    await resetAgents(admin)
    const refused = await admin.call('POST', '/api/v1/speech/call/dial?locale=zh-CN', {
      phone: SIMULATED_OUTCOME_NUMBERS.answered,
    })
    expect(refused.json().message).toBe(MESSAGES['zh-CN']['telephony.noOutboundNumber'])
    expect(MESSAGES['en-US']['telephony.noOutboundNumber']).toBe('The company has no number to call out from')
  })
})
