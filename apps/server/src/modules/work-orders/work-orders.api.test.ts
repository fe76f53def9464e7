import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type WorkOrder, type WorkOrderCategory, type WorkOrderPage } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'

const t = useDemoApp(['admin'])

const page = async (query: string, cookie = t.admin): Promise<WorkOrderPage> =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/workorder/list?${query}`, headers: { cookie } })).json()
    .data
const list = async (query: string, cookie = t.admin): Promise<WorkOrder[]> => (await page(query, cookie)).list

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
    expect((await page('filterMenu=all')).total).toBe(25)
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

  it("search by keyword only the current tenant's orders, though the search reads past row-level security", async () => {
    await ownerQuery(
      t.store,
      `INSERT INTO work_orders (tenant_id, number, title, customer_name)
       SELECT id, 'WY000001', '跨租户退款单', '别家客户' FROM tenants WHERE code = 'second'`,
    )
    expect(await page(`keyword=${encodeURIComponent('跨租户退款')}&filterMenu=all`)).toMatchObject({
      total: 0,
    })
    expect(await page(`keyword=${encodeURIComponent('别家')}&filterMenu=all`)).toMatchObject({ total: 0 })
    await ownerQuery(
      t.store,
      `INSERT INTO work_orders (tenant_id, number, title, customer_name)
       SELECT id, 'WY000002', '本租户退款单', '自家客户' FROM tenants WHERE code = 'demo'`,
    )
    const own = await page(`keyword=${encodeURIComponent('租户退款')}&filterMenu=all`)
    expect(own.list.map((order) => order.number)).toEqual(['WY000002'])
    await ownerQuery(t.store, `DELETE FROM work_orders WHERE number LIKE 'WY%'`)
  })

  it('filter by status, assignee, category and due time, a page at a time with the total', async () => {
    const third = await page('filterMenu=all&pageSize=10&page=3')
    expect(third.total).toBe(25)
    // The seed's WO000001 is the newest: the third page of ten holds the five oldest.
    expect(third.list.map((order) => order.number)).toEqual([
      'WO000021',
      'WO000022',
      'WO000023',
      'WO000024',
      'WO000025',
    ])
    expect((await page('status=resolved')).total).toBe(8)
    expect(
      (await page('status=processing&filterMenu=pending')).list.every((o) => o.status === 'processing'),
    ).toBe(true)
    expect((await page('assigneeId=nobody')).total).toBe(0)
    const adminId = (await list('filterMenu=pending'))[0]?.assignee?.id ?? ''
    const admins = await page(`assigneeId=${adminId}`)
    expect(admins.total).toBe(13)
    expect(admins.list.every((order) => order.assignee?.id === adminId)).toBe(true)

    const categories: WorkOrderCategory[] = (
      await t.app.inject({ method: 'GET', url: '/api/v1/workorder/categories', headers: { cookie: t.admin } })
    ).json().data
    expect(categories.map((category) => [category.name, category.resolveWithinHours])).toEqual([
      ['业务咨询', 72],
      ['投诉建议', 48],
      ['故障报修', 8],
      ['账务发票', 24],
    ])
    const repairs = await page(`categoryId=${categories.find((c) => c.name === '故障报修')?.id}`)
    expect(repairs.list.map((order) => order.number).sort()).toEqual([
      'WO000005',
      'WO000008',
      'WO000013',
      'WO000016',
      'WO000021',
      'WO000024',
    ])
    // The open orders past their category's time, each marked; a resolved one is never overdue.
    const overdue = await page('due=overdue')
    expect(overdue.list.map((order) => order.number).sort()).toEqual([
      'WO000005',
      'WO000008',
      'WO000009',
      'WO000011',
      'WO000013',
      'WO000016',
      'WO000017',
    ])
    expect(overdue.list.every((order) => order.isOverdue && order.dueAt !== null)).toBe(true)
    expect((await list('status=resolved')).some((order) => order.isOverdue)).toBe(false)
    // Filters combine: the administrator's overdue repairs.
    expect(
      (await list(`due=overdue&categoryId=${repairs.list[0]?.category?.id}&assigneeId=${adminId}`)).map(
        (order) => order.number,
      ),
    ).toEqual(['WO000005', 'WO000013'])

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/workorder/list?due=someday&pageSize=1000',
      headers: { cookie: t.admin },
    })
    expect(refused.statusCode).toBe(400)
  })

  it('count a large list up to the cap, and find a whole order number by its index', async () => {
    await ownerQuery(
      t.store,
      `INSERT INTO work_orders (tenant_id, number, title, customer_name)
       SELECT tenant_id, 'WX' || n, '批量工单', '客户' FROM work_orders, generate_series(1, 10000) AS n
       WHERE number = 'WO000001'`,
    )
    const capped = await page('filterMenu=all')
    expect(capped).toMatchObject({ total: 10_000, totalCapped: true })
    expect(capped.list).toHaveLength(20)
    const exact = await page('keyword=%20wo000012%20')
    expect(exact).toMatchObject({ total: 1, totalCapped: false })
    expect(exact.list[0]?.number).toBe('WO000012')
    await ownerQuery(t.store, `DELETE FROM work_orders WHERE number LIKE 'WX%'`)
    expect(await page('filterMenu=all')).toMatchObject({ total: 25, totalCapped: false })
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
