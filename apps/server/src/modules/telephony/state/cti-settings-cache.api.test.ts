import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALL_CENTRE_PATH } from '@portal/contract'
import type { TestApp } from '../../../../test/test-app'
import { setCtiSettings, startTelephonyDemo, type CtiClient } from '../test-support/telephony-test-kit'

let t: TestApp
let agent: CtiClient
let admin: CtiClient

beforeAll(async () => {
  ;({ t, agent, admin } = await startTelephonyDemo({ rest_limit_seconds: 600 }))
  await agent.signIn()
})
afterAll(() => t.close())

/** How long the agent's rest may last, as the CTI server set it on their going to rest now. */
async function restLimitSeconds() {
  await agent.choose(3)
  const rested = await agent.choose(2, '午餐')
  const endsAt = Date.parse(rested.agent.restEndsAt ?? '')
  return Math.round((endsAt - Date.parse(rested.agent.stateSince ?? '')) / 1000)
}

describe("the CTI server's copy of a tenant's call-centre settings", () => {
  it('follows a change written by any process, and one made on the administration page at once', async () => {
    expect(await restLimitSeconds()).toBe(600)
    // Read once more: from memory now.
    expect(await restLimitSeconds()).toBe(600)
    // Written past this process (as another portal process or an operator would): the database's notice drops it.
    await setCtiSettings(t, 'demo', { rest_limit_seconds: 1200 })
    expect(await restLimitSeconds()).toBe(1200)
    // Written by this process: dropped as it commits, before the database's notice comes back.
    const saved = await admin.call('PUT', `${CALL_CENTRE_PATH}/rest-limit`, { restLimitSeconds: 900 })
    expect(saved.json().data).toEqual({ restLimitSeconds: 900 })
    expect(await restLimitSeconds()).toBe(900)
  })
})
