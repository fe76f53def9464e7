import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MENU_PERMISSIONS, RESPONSE_CODES, type CallRecord } from '@portal/contract'
import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'
import { resetAgents, startTelephonyDemo, type CtiClient } from '../test-support/telephony-test-kit'

// One wrap-up per call (issue 26, part 3): one note guarded by its version, and the after-call work of the call's
// skill group: off, time-boxed (ends by itself through the durable timer, may be extended) or mandatory.
let t: TestApp
let agent: CtiClient
let admin: CtiClient

beforeAll(async () => {
  ;({ t, agent, admin } = await startTelephonyDemo({ acw_extension_seconds: 30 }))
})
afterAll(() => t.close())
beforeEach(async () => {
  await setGroupsAcw('TIMED', null)
  await resetAgents(agent, admin)
})

const setGroupsAcw = (mode: string, seconds: number | null) =>
  ownerQuery(
    t.store,
    `UPDATE skill_groups SET acw_mode = $1, acw_seconds = $2
     WHERE tenant_id = (SELECT id FROM tenants WHERE code = 'demo')`,
    [mode, seconds],
  )

/** agent01 answers a call and hangs up: the state after, and the call's record id. */
async function finishedCall(from: string) {
  const { accountId } = (await agent.choose(3)).agent
  const { callId } = await agent.ring(from, { accountId })
  await agent.act(callId, 'answer')
  const ended = await agent.act(callId, 'hangup')
  return { ended, recordId: ended.call?.callRecordId ?? '' }
}

const saveNote = (client: CtiClient, recordId: string, body: { note: string; noteVersion?: number }) =>
  client.call('POST', `/api/v1/speech/communicate/update/${recordId}`, body)

describe('the one note of a call', () => {
  it('saves each version over the one it was typed on, and refuses a stale one', async () => {
    const { recordId } = await finishedCall('13900001111')
    const first = (await saveNote(agent, recordId, { note: '客户咨询', noteVersion: 0 })).json()
    expect(first.data).toMatchObject({ note: '客户咨询', noteVersion: 1 })
    const second = (await saveNote(agent, recordId, { note: '客户咨询退款', noteVersion: 1 })).json()
    expect(second.data).toMatchObject({ note: '客户咨询退款', noteVersion: 2 })

    const stale = await saveNote(agent, recordId, { note: '旧的文字', noteVersion: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: '备注已在别处修改，已载入最新内容',
    })
    const kept = await agent.ok<CallRecord>('GET', `/api/v1/speech/communicate/${recordId}`)
    expect(kept).toMatchObject({ note: '客户咨询退款', noteVersion: 2 })
  })

  it("never takes a note on someone else's call", async () => {
    const { recordId } = await finishedCall('13900002222')
    const response = await saveNote(admin, recordId, { note: '不是我的', noteVersion: 0 })
    expect(response.statusCode).toBe(404)
  })
})

describe('after-call work by skill group', () => {
  it('ends time-boxed work by itself, then applies the status chosen during the call', async () => {
    await setGroupsAcw('TIMED', 1)
    const { accountId } = (await agent.choose(3)).agent
    const { callId } = await agent.ring('13900003333', { accountId })
    await agent.act(callId, 'answer')
    await agent.choose(2, '午餐')
    const ended = await agent.act(callId, 'hangup')
    expect(ended.agent).toMatchObject({ systemState: 'ACW', nextStatus: { status: 2, restReason: '午餐' } })
    expect(Date.parse(ended.agent.acwEndsAt ?? '') - Date.parse(ended.agent.stateSince)).toBe(1000)
    const after = await agent.until((state) => state.agent.systemState !== 'ACW')
    expect(after.agent).toMatchObject({ systemState: 'AWAY', restReason: '午餐', nextStatus: null })
  })

  it('extends time-boxed work by the tenant extension, counted from its end', async () => {
    const { ended } = await finishedCall('13900004444')
    const extended = await agent.ok('POST', '/api/v1/speech/acw', { action: 'extend' })
    expect(Date.parse(extended.agent.acwEndsAt ?? '') - Date.parse(ended.agent.acwEndsAt ?? '')).toBe(30_000)
    expect(extended.agent.systemState).toBe('ACW')
  })

  it('has no after-call work when the group has none', async () => {
    await setGroupsAcw('OFF', null)
    const { ended } = await finishedCall('13900005555')
    expect(ended.agent).toMatchObject({ systemState: 'READY', acwEndsAt: null })
  })

  it('ends mandatory work only once the call has a wrap-up code; a status chosen meanwhile waits', async () => {
    await setGroupsAcw('MANDATORY', null)
    const { ended, recordId } = await finishedCall('13900006666')
    expect(ended.agent).toMatchObject({ systemState: 'ACW', acwEndsAt: null })

    const refused = await agent.call('POST', '/api/v1/speech/acw', { action: 'end' })
    expect(refused.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: '请先选择话后小结，再结束话后处理',
    })
    const extend = await agent.call('POST', '/api/v1/speech/acw', { action: 'extend' })
    expect(extend.json().code).toBe(RESPONSE_CODES.FAILURE)
    const queued = await agent.choose(2, '午餐')
    expect(queued.agent).toMatchObject({ systemState: 'ACW', nextStatus: { status: 2, restReason: '午餐' } })

    await agent.ok('POST', `/api/v1/working-desk/calls/${recordId}/wrap-up`, { code: 'answered' })
    const done = await agent.ok('POST', '/api/v1/speech/acw', { action: 'end' })
    expect(done.agent).toMatchObject({ systemState: 'AWAY', restReason: '午餐' })
  })

  it('lets a member who takes calls without the working desk pick a code and end mandatory work', async () => {
    await setGroupsAcw('MANDATORY', null)
    // agent01's role without the desk's code: the call-centre ability alone.
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions WHERE permission_code = $1
       AND role_id IN (SELECT role_id FROM tenant_members m JOIN staff_accounts a ON a.id = m.account_id
                       WHERE a.employee_no = 'agent01')`,
      [MENU_PERMISSIONS.workingPlatform],
    )
    const { recordId } = await finishedCall('13900007777')
    expect((await agent.call('GET', '/api/v1/working-desk')).statusCode).toBe(403)
    const codes = await agent.ok<{ code: string }[]>('GET', '/api/v1/working-desk/wrap-up-codes')
    expect(codes.map((entry) => entry.code)).toContain('answered')
    await agent.ok('POST', `/api/v1/working-desk/calls/${recordId}/wrap-up`, { code: 'answered' })
    const done = await agent.ok('POST', '/api/v1/speech/acw', { action: 'end' })
    expect(done.agent.systemState).not.toBe('ACW')
  })
})
