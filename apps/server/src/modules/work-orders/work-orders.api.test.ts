import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type WorkOrder } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'

const t = useDemoApp(['admin'])

const list = async (query: string, cookie = t.admin): Promise<WorkOrder[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/workorder/list?${query}`, headers: { cookie } })).json()
    .data

const moveTo = (id: string, status: string, cookie = t.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/workorder/${id}/status`,
    headers: { cookie },
    payload: { status },
  })

describe('work orders', () => {
  it("list the member's own views by keyword, newest first", async () => {
    // The seed's orders are the administrator's and agent01's in turn, each created by the other.
    expect(await list('filterMenu=pending')).toHaveLength(9)
    expect(await list('filterMenu=submitted')).toHaveLength(8)
    expect(await list('filterMenu=resolved')).toHaveLength(8)
    expect(await list('filterMenu=all')).toHaveLength(25)
    const found = await list('keyword=wo00001')
    expect(found).toHaveLength(10)
    expect(found.every((order) => order.number.startsWith('WO00001'))).toBe(true)
    expect(found.map((order) => order.createdAt)).toEqual(
      found
        .map((order) => order.createdAt)
        .sort()
        .reverse(),
    )
    expect((await list('keyword=%25')).length).toBe(0)
  })

  it('move on only as their status allows, and a resolved one leaves the pending list', async () => {
    const [first] = await list('filterMenu=pending')
    const id = first?.id ?? ''
    expect((await moveTo(id, 'resolved')).json()).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { status: 'resolved', resolvedAt: expect.any(String) },
    })
    expect(await list('filterMenu=pending')).toHaveLength(8)
    const refused = await moveTo(id, 'processing')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('工单当前状态不能改为该状态')
    expect((await moveTo(id, 'pending')).json().data).toMatchObject({ status: 'pending', resolvedAt: null })
    expect((await moveTo(randomUUID(), 'closed')).statusCode).toBe(404)
  })

  it('are the tenant own: another tenant neither lists nor opens them', async () => {
    const tenants = (
      await t.app.inject({ method: 'GET', url: '/user/account/tenants?account=multi@demo.com' })
    ).json().data
    const second = tenants.find((tenant: { name: string }) => tenant.name === '第二公司').tenantId
    const multi = await loginAs(t.app, 'multi@demo.com', 'Multi@2026', second)
    expect(await list('filterMenu=all', multi)).toHaveLength(3)
    const [demoOrder] = await list('filterMenu=all')
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/workorder/${demoOrder?.id}`,
      headers: { cookie: multi },
    })
    expect(foreign.statusCode).toBe(404)
  })

  it('need the work-order code', async () => {
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions WHERE permission_code = 'workorder.center' AND role_id IN (SELECT id FROM roles WHERE code = 'agent')`,
    )
    const agent = await loginAs(t.app, 'agent01', 'Agent@2026')
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/v1/workorder/list',
      headers: { cookie: agent },
    })
    expect(denied.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
  })
})

describe('legacy module paths', () => {
  it('send /web-{module}/... to the module path under the portal, query kept', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-workorder/x/y?z=1' })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/dzfront/portal/mzz/workorder/x/y?z=1')
  })
})

describe('captcha answers in the demo outbox', () => {
  it('are kept under the captcha token, so a browser test can read what a person reads', async () => {
    const captcha = (await t.app.inject({ method: 'GET', url: '/user/captcha?captchaType=login' })).json()
      .data
    const kept = (
      await t.app.inject({ method: 'GET', url: `/dev/outbox?to=captcha:${captcha.authorization}` })
    ).json().data
    expect(kept).toHaveLength(1)
    expect(kept[0]).toMatchObject({ channel: 'captcha', body: expect.stringMatching(/^\w{4}$/) })
  })
})
