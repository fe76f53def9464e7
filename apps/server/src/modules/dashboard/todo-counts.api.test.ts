import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type TodoCounts } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'

const t = useDemoApp()

const ALL_FLAGS = {
  workingPlatformAuth: 1,
  onlineAuth: 1,
  speechAuth: 1,
  offlineMessageAuth: 1,
  callTaskAuth: 1,
  returnVisitPlanAuth: 1,
  workorderAuth: 1,
  auditBlacklistAuth: 1,
}

/**
 * The demo seed's counts for the administrator of every item but the blacklist audit, which depends on the user's
 * codes. The seed's 12 pending, 5 processing and 8 resolved work orders are the administrator's and agent01's in
 * turn, each created by the other: the administrator's lists hold 6 + 3 open ones of theirs, the 6 + 2 open ones
 * they gave agent01, and all 8 resolved ones (theirs or given by them); agent01's the other way round. Of the open
 * ones, the administrator's WO000005, 9, 11, 13 and 17 and agent01's WO000008 and 16 are past their category's time.
 */
const SEEDED_COUNTS = {
  pendingNum: 9,
  submitNum: 8,
  resolveWorkorderNum: 8,
  overdueWorkorderNum: 5,
  offlineMsgNum: 4,
  outboundNum: 4,
  returnVisitNum: 4,
}
const AGENT_SEEDED_COUNTS = { ...SEEDED_COUNTS, pendingNum: 8, submitNum: 9, overdueWorkorderNum: 2 }

const counts = async (cookie: string, flags: Record<string, number> = ALL_FLAGS): Promise<TodoCounts> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/report/api/v1/portal/todo/count',
    headers: { cookie },
    payload: flags,
  })
  expect(response.json().code).toBe(RESPONSE_CODES.OK)
  return response.json().data
}

const post = (url: string, cookie = t.admin) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: {} })
/** The first item's id of a list, whether it answers the items or a page of them. */
const firstId = async (url: string, cookie = t.admin) => {
  const { data } = (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json()
  return (Array.isArray(data) ? data : data.list)[0].id as string
}

describe('the to-do counts', () => {
  it('count every item for the administrator, who holds every code and asks for all', async () => {
    expect(await counts(t.admin)).toEqual({ ...SEEDED_COUNTS, auditBlacklistNum: 4 })
  })

  it('are null for every item the body does not ask for', async () => {
    expect(Object.values(await counts(t.admin, {}))).toEqual(Array(8).fill(null))
    const some = await counts(t.admin, {
      workorderAuth: 1,
      offlineMessageAuth: 1,
      callTaskAuth: 1,
      speechAuth: 1,
    })
    expect(some).toMatchObject({
      pendingNum: 9,
      outboundNum: 4,
      returnVisitNum: null,
      auditBlacklistNum: null,
    })
    // Offline messages need the online-ability flag as well as their own.
    expect(some.offlineMsgNum).toBeNull()
  })

  it('leave the blacklist audit null for an agent without its code, even when the flag asks for it', async () => {
    expect(await counts(t.agent)).toEqual({ ...AGENT_SEEDED_COUNTS, auditBlacklistNum: null })
  })

  it("count a member's own work orders and those nobody owns, never a colleague's", async () => {
    const before = { admin: await counts(t.admin), agent: await counts(t.agent) }
    const [order] = await ownerQuery<{ id: string }>(
      t.store,
      `INSERT INTO work_orders (tenant_id, number, title, customer_name, status)
       SELECT id, 'WO-NOBODY', '无人认领', '王女士', 'pending' FROM tenants WHERE code = 'demo' RETURNING id`,
    )
    expect((await counts(t.admin)).pendingNum).toBe((before.admin.pendingNum ?? 0) + 1)
    expect((await counts(t.agent)).pendingNum).toBe((before.agent.pendingNum ?? 0) + 1)
    // Owned by the administrator: the agent no longer counts it.
    await ownerQuery(
      t.store,
      `UPDATE work_orders SET assignee_id = (SELECT id FROM staff_accounts WHERE email = 'admin@demo.com')
       WHERE id = $1`,
      [order?.id],
    )
    expect((await counts(t.admin)).pendingNum).toBe((before.admin.pendingNum ?? 0) + 1)
    expect((await counts(t.agent)).pendingNum).toBe(before.agent.pendingNum)
    await ownerQuery(t.store, 'DELETE FROM work_orders WHERE id = $1', [order?.id])
  })

  it('change when a work order is resolved, an audit approved and a task completed', async () => {
    const before = await counts(t.admin)
    const order = await firstId('/api/v1/workorder/list?filterMenu=pending')
    const resolve = await t.app.inject({
      method: 'POST',
      url: `/api/v1/workorder/${order}/status`,
      headers: { cookie: t.admin },
      payload: { status: 'resolved' },
    })
    expect(resolve.statusCode).toBe(200)
    const audit = await firstId('/api/v1/usercenter/blacklist/audit/list?status=pending')
    expect((await post(`/api/v1/usercenter/blacklist/audit/${audit}/approve`)).statusCode).toBe(200)
    const task = await firstId('/api/v1/speech/outbound/task/list?status=pending')
    expect((await post(`/api/v1/speech/outbound/task/${task}/complete`)).statusCode).toBe(200)
    const after = await counts(t.admin)
    expect(after).toMatchObject({
      pendingNum: (before.pendingNum ?? 0) - 1,
      resolveWorkorderNum: (before.resolveWorkorderNum ?? 0) + 1,
      auditBlacklistNum: (before.auditBlacklistNum ?? 0) - 1,
      outboundNum: (before.outboundNum ?? 0) - 1,
    })
    // The agent's own tasks are not the administrator's.
    expect((await counts(t.agent)).outboundNum).toBe(4)
  })
})
