import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type WorkOrder, type WorkOrderCategory } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'

const t = useDemoApp(['admin', 'agent'])

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
const dataOf = async <T>(answer: Promise<{ json: () => { code: number; data: T } }>): Promise<T> => {
  const body = (await answer).json()
  expect(body.code, JSON.stringify(body)).toBe(RESPONSE_CODES.OK)
  return body.data
}
const categoryCount = async () =>
  Number((await ownerQuery<{ n: string }>(t.store, 'SELECT count(*) AS n FROM work_order_categories'))[0]?.n)
const hoursUntil = (iso: string | null) => (new Date(iso ?? 0).getTime() - Date.now()) / 3_600_000

describe('work-order categories and their due times', () => {
  it('are kept by an administrator, and give a new order its due time', async () => {
    const category = await dataOf<WorkOrderCategory>(
      call(t.admin, 'POST', '/api/v1/workorder/categories', { name: '退款', resolveWithinHours: 4 }),
    )
    expect(category).toMatchObject({ name: '退款', resolveWithinHours: 4 })
    const order = await dataOf<WorkOrder>(
      call(t.agent, 'POST', '/api/v1/workorder', {
        customerName: '吴女士',
        title: '退款未到账',
        categoryId: category.id,
      }),
    )
    expect(order.category).toEqual({ id: category.id, name: '退款' })
    expect(hoursUntil(order.dueAt)).toBeGreaterThan(3.9)
    expect(hoursUntil(order.dueAt)).toBeLessThanOrEqual(4)
    expect(order.isOverdue).toBe(false)

    // A changed time applies to new orders; an open one keeps its due time until it is reopened.
    await dataOf(
      call(t.admin, 'PUT', `/api/v1/workorder/categories/${category.id}`, {
        name: '退款申请',
        resolveWithinHours: 48,
      }),
    )
    const kept = await dataOf<WorkOrder>(call(t.agent, 'GET', `/api/v1/workorder/${order.id}`))
    expect(kept.dueAt).toBe(order.dueAt)
    expect(kept.category?.name).toBe('退款申请')
    await dataOf(call(t.agent, 'POST', `/api/v1/workorder/${order.id}/status`, { status: 'resolved' }))
    const reopened = await dataOf<WorkOrder>(
      call(t.agent, 'POST', `/api/v1/workorder/${order.id}/status`, { status: 'pending' }),
    )
    expect(hoursUntil(reopened.dueAt)).toBeGreaterThan(47.9)

    // Past its due time, the order is marked and counted.
    await ownerQuery(t.store, `UPDATE work_orders SET due_at = now() - interval '1 minute' WHERE id = $1`, [
      order.id,
    ])
    expect((await dataOf<WorkOrder>(call(t.agent, 'GET', `/api/v1/workorder/${order.id}`))).isOverdue).toBe(
      true,
    )

    await dataOf(call(t.admin, 'DELETE', `/api/v1/workorder/categories/${category.id}`))
    const orphan = await dataOf<WorkOrder>(call(t.agent, 'GET', `/api/v1/workorder/${order.id}`))
    expect(orphan.category).toBeNull()
    expect(orphan.isOverdue).toBe(true)
  })

  it('refuse a second category of a name, a bad time and an unknown category, in the caller’s language', async () => {
    const before = await categoryCount()
    const taken = await call(t.admin, 'POST', '/api/v1/workorder/categories?locale=en-US', {
      name: '故障报修',
      resolveWithinHours: 8,
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('A category with that name already exists')
    for (const resolveWithinHours of [0, 2161, 1.5]) {
      const bad = await call(t.admin, 'POST', '/api/v1/workorder/categories', {
        name: '新分类',
        resolveWithinHours,
      })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toBe('处理时限须为1到2160小时的整数')
    }
    expect(await categoryCount()).toBe(before)
    const unknown = await call(t.agent, 'POST', '/api/v1/workorder', {
      customerName: '吴女士',
      title: '退款',
      categoryId: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.json().message).toBe('该工单分类不存在')
  })

  it('are changed only with the settings code, and are each tenant’s own', async () => {
    const [repair] = await dataOf<WorkOrderCategory[]>(call(t.agent, 'GET', '/api/v1/workorder/categories'))
    expect(repair).toBeDefined()
    const denied = await call(t.agent, 'PUT', `/api/v1/workorder/categories/${repair?.id}`, {
      name: '改名',
      resolveWithinHours: 1,
    })
    expect(denied.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    expect(
      (
        await call(t.agent, 'POST', '/api/v1/workorder/categories', { name: 'x', resolveWithinHours: 1 })
      ).json().code,
    ).toBe(RESPONSE_CODES.ACCESS_DENY)

    const tenants = (
      await t.app.inject({ method: 'GET', url: '/user/account/tenants?account=multi@demo.com' })
    ).json().data
    const second = tenants.find((tenant: { name: string }) => tenant.name === '第二公司').tenantId
    // multi@demo.com may keep the second tenant's categories.
    await ownerQuery(
      t.store,
      `INSERT INTO role_permissions (tenant_id, role_id, permission_code)
       SELECT m.tenant_id, m.role_id, 'workorder.setting.category' FROM tenant_members m
       JOIN staff_accounts a ON a.id = m.account_id WHERE a.email = 'multi@demo.com' AND m.tenant_id = $1
       ON CONFLICT DO NOTHING`,
      [second],
    )
    const multi = await loginAs(t.app, 'multi@demo.com', 'Multi@2026', second)
    expect(await dataOf<WorkOrderCategory[]>(call(multi, 'GET', '/api/v1/workorder/categories'))).toEqual([])
    // The second tenant's administrator neither changes nor uses the demo tenant's category.
    expect(
      (
        await call(multi, 'PUT', `/api/v1/workorder/categories/${repair?.id}`, {
          name: '改名',
          resolveWithinHours: 1,
        })
      ).statusCode,
    ).toBe(404)
    expect((await call(multi, 'DELETE', `/api/v1/workorder/categories/${repair?.id}`)).statusCode).toBe(404)
    const foreign = await call(multi, 'POST', '/api/v1/workorder', {
      customerName: '吴女士',
      title: '退款',
      categoryId: repair?.id,
    })
    expect(foreign.json().message).toBe('该工单分类不存在')
  })
})
