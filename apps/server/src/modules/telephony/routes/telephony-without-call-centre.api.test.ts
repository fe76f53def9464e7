import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import { signedInClient, startTelephonyApp, type CtiClient } from '../test-support/telephony-test-kit'

// Second Co. lacks the speech product module: it has no call centre, although its agent role (like every tenant's)
// carries speech_ability. multi@demo.com signed into it may not sign in to take calls, nor may a call reach it.
let t: TestApp
let multi: CtiClient
let secondId: string

beforeAll(async () => {
  t = await startTelephonyApp()
  const [second] = await ownerQuery<{ id: string }>(t.store, "SELECT id FROM tenants WHERE code = 'second'")
  secondId = second?.id ?? ''
  multi = await signedInClient(t, 'multi@demo.com', 'Multi@2026', secondId)
})
afterAll(() => t.close())

describe('a tenant without the call centre', () => {
  it('refuses its agents a sign-in', async () => {
    const refused = await multi.call('POST', '/api/v1/speech/staff/login?locale=zh-CN', {
      signModel: 'SIPPHONE',
    })
    expect(refused.json().message).toBe(MESSAGES['zh-CN']['telephony.noCloudCallCentre'])
  })

  it('takes no call into its queues', async () => {
    const placed = await multi.call('POST', '/api/v1/demo/call-simulator/inbound', { from: '13900001111' })
    expect(placed.json().code, placed.body).not.toBe(RESPONSE_CODES.OK)
    const calls = await ownerQuery<{ n: number }>(
      t.store,
      'SELECT count(*)::int AS n FROM call_records WHERE tenant_id = $1',
      [secondId],
    )
    expect(calls[0]?.n).toBe(0)
  })
})
