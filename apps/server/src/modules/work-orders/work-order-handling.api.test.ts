import { describe, expect, it } from 'vitest'
import {
  RESPONSE_CODES,
  type WorkOrder,
  type WorkOrderEvent,
  type WorkOrderGroup,
  type WorkOrderMember,
  type WorkOrderPage,
} from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'

const t = useDemoApp(['admin', 'agent'])

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
const dataOf = async <T>(answer: Promise<{ json: () => { code: number; data: T } }>): Promise<T> => {
  const body = (await answer).json()
  expect(body.code, JSON.stringify(body)).toBe(RESPONSE_CODES.OK)
  return body.data
}
const membersOf = (cookie: string) =>
  dataOf<WorkOrderMember[]>(call(cookie, 'GET', '/api/v1/workorder/members'))
const idOf = async (cookie: string, name: string) =>
  (await membersOf(cookie)).find((member) => member.name === name)?.id ?? ''
/** The work-order messages (type 1) a member has, newest first. */
const workOrderMessages = async (cookie: string) =>
  (
    await dataOf<{ list: { title: string; content: string }[] }>(
      call(cookie, 'GET', '/api/v1/message/query?messageType=1&pageSize=50'),
    )
  ).list
const orderCount = async () =>
  Number((await ownerQuery<{ n: string }>(t.store, 'SELECT count(*) AS n FROM work_orders'))[0]?.n)

describe('a work order handled by two members', () => {
  it('is created from the list, assigned, discussed with an @mention and resolved, each step in its history', async () => {
    const adminId = await idOf(t.agent, '管理员')
    const agentId = await idOf(t.admin, '坐席01')
    expect(adminId).not.toBe('')
    expect(agentId).not.toBe('')

    const created = await dataOf<WorkOrder>(
      call(t.agent, 'POST', '/api/v1/workorder', {
        customerName: '孙女士',
        title: '发票重开',
        description: '客户要求重开发票',
        priority: 'high',
        assigneeId: adminId,
      }),
    )
    expect(created).toMatchObject({
      customerName: '孙女士',
      priority: 'high',
      status: 'pending',
      assignee: { id: adminId },
      createdBy: { id: agentId },
    })
    // The assignee is told at once, in their language, with a link to the order; the creator is not.
    const [assigned] = await workOrderMessages(t.admin)
    expect(assigned?.title).toBe(`工单 ${created.number} 已分配给你`)
    expect(assigned?.content).toContain(
      `/dzfront/portal/mzz/workorder/workorder/front/main/order/detail/${created.id}`,
    )
    expect((await workOrderMessages(t.agent)).some((message) => message.title.includes(created.number))).toBe(
      false,
    )

    const comment = await dataOf<WorkOrderEvent>(
      call(t.admin, 'POST', `/api/v1/workorder/${created.id}/comments`, {
        body: '@坐席01 请补充发票抬头 <b>',
        mentionIds: [agentId],
      }),
    )
    expect(comment.mentions).toEqual([{ id: agentId, name: '坐席01' }])
    const [mentioned] = await workOrderMessages(t.agent)
    expect(mentioned?.title).toBe(`管理员 在工单 ${created.number} 中提到了你`)
    // What a member typed is text in the message, never markup.
    expect(mentioned?.content).toContain('请补充发票抬头 &lt;b&gt;')

    await dataOf(call(t.admin, 'POST', `/api/v1/workorder/${created.id}/status`, { status: 'processing' }))
    await dataOf(call(t.admin, 'POST', `/api/v1/workorder/${created.id}/status`, { status: 'resolved' }))
    const history = await dataOf<WorkOrderEvent[]>(
      call(t.agent, 'GET', `/api/v1/workorder/${created.id}/events`),
    )
    expect(
      history.map((event) => [event.kind, event.actor?.name, event.status ?? event.assignee?.name ?? '']),
    ).toEqual([
      ['created', '坐席01', ''],
      ['assigned', '坐席01', '管理员'],
      ['comment', '管理员', ''],
      ['status', '管理员', 'processing'],
      ['status', '管理员', 'resolved'],
    ])
  })

  it('writes each message in the language its reader last used, not in the acting member’s', async () => {
    const adminId = await idOf(t.agent, '管理员')
    const agentId = await idOf(t.admin, '坐席01')
    // The administrator's pages now ask in English; agent01's in Chinese (the default, named by none of its calls).
    await dataOf(call(t.admin, 'GET', '/api/v1/workorder/members?locale=en-US'))

    const created = await dataOf<WorkOrder>(
      call(t.agent, 'POST', '/api/v1/workorder?locale=zh-CN', {
        customerName: '钱先生',
        title: '宽带报修',
        assigneeId: adminId,
      }),
    )
    const [assigned] = await workOrderMessages(t.admin)
    expect(assigned?.title).toBe(`Work order ${created.number} was assigned to you`)
    expect(assigned?.content).toContain('Open the work order')

    await dataOf(
      call(t.admin, 'POST', `/api/v1/workorder/${created.id}/comments?locale=en-US`, {
        body: '@坐席01 please call back',
        mentionIds: [agentId],
      }),
    )
    const [mentioned] = await workOrderMessages(t.agent)
    expect(mentioned?.title).toBe(`管理员 在工单 ${created.number} 中提到了你`)
    expect(mentioned?.content).toContain('查看工单')

    // agent01 switches to English: the next message to them is in English.
    await dataOf(call(t.agent, 'GET', '/api/v1/workorder/members?locale=en-US'))
    await dataOf(
      call(t.admin, 'POST', `/api/v1/workorder/${created.id}/comments?locale=en-US`, {
        body: '@坐席01 thanks',
        mentionIds: [agentId],
      }),
    )
    const [again] = await workOrderMessages(t.agent)
    expect(again?.title).toBe(`管理员 mentioned you in work order ${created.number}`)
    // Both back to Chinese, for the tests that follow.
    await dataOf(call(t.agent, 'GET', '/api/v1/workorder/members?locale=zh-CN'))
    await dataOf(call(t.admin, 'GET', '/api/v1/workorder/members?locale=zh-CN'))
  })

  it('gives an order to a group, whose members each see it as theirs until one of them is named', async () => {
    const groups = await dataOf<WorkOrderGroup[]>(call(t.admin, 'GET', '/api/v1/workorder/groups'))
    const afterSales = groups.find((group) => group.name === '售后服务')
    const agentId = await idOf(t.admin, '坐席01')
    const adminId = await idOf(t.agent, '管理员')
    expect(afterSales?.memberIds).toEqual([agentId])
    const pendingOf = async (cookie: string) =>
      (
        await dataOf<WorkOrderPage>(
          call(cookie, 'GET', '/api/v1/workorder/list?filterMenu=pending&pageSize=100'),
        )
      ).list

    const order = await dataOf<WorkOrder>(
      call(t.admin, 'POST', '/api/v1/workorder', {
        customerName: '郑先生',
        title: '退货上门取件',
        groupId: afterSales?.id,
      }),
    )
    expect(order).toMatchObject({ group: { id: afterSales?.id, name: '售后服务' }, assignee: null })
    // agent01, of the group, is told and finds it waiting on them; the administrator, not of it, does not.
    const [told] = await workOrderMessages(t.agent)
    expect(told?.title).toBe(`工单 ${order.number} 已分配给你所在的分组 售后服务`)
    expect((await pendingOf(t.agent)).some((listed) => listed.id === order.id)).toBe(true)
    expect((await pendingOf(t.admin)).some((listed) => listed.id === order.id)).toBe(false)
    expect(
      (
        await dataOf<WorkOrderPage>(call(t.admin, 'GET', `/api/v1/workorder/list?groupId=${afterSales?.id}`))
      ).list.map((listed) => listed.id),
    ).toContain(order.id)

    // A member outside the group is refused, and nothing changes.
    const outside = await call(t.admin, 'POST', `/api/v1/workorder/${order.id}/assignee`, {
      groupId: afterSales?.id,
      assigneeId: adminId,
    })
    expect(outside.json().message).toBe('该成员不在所选分组中')
    expect(
      (await dataOf<WorkOrder>(call(t.admin, 'GET', `/api/v1/workorder/${order.id}`))).assignee,
    ).toBeNull()
    const unknownGroup = await call(t.admin, 'POST', `/api/v1/workorder/${order.id}/assignee`, {
      groupId: '00000000-0000-4000-8000-000000000000',
      assigneeId: null,
    })
    expect(unknownGroup.json().message).toBe('该分组不存在')

    const taken = await dataOf<WorkOrder>(
      call(t.admin, 'POST', `/api/v1/workorder/${order.id}/assignee`, {
        groupId: afterSales?.id,
        assigneeId: agentId,
      }),
    )
    expect(taken).toMatchObject({ group: { name: '售后服务' }, assignee: { id: agentId } })
    const history = await dataOf<WorkOrderEvent[]>(
      call(t.agent, 'GET', `/api/v1/workorder/${order.id}/events`),
    )
    expect(
      history
        .filter((event) => event.kind === 'assigned')
        .map((event) => [event.group?.name, event.assignee?.name]),
    ).toEqual([
      ['售后服务', undefined],
      ['售后服务', '坐席01'],
    ])
  })

  it('refuses an assignee or a mention who cannot handle work orders, changing nothing', async () => {
    // A seeded order nobody has discussed.
    const order = (
      await dataOf<WorkOrderPage>(call(t.admin, 'GET', '/api/v1/workorder/list?filterMenu=all'))
    ).list.find((listed) => listed.number === 'WO000001')
    // An account of no tenant of ours: its id names nobody who may handle the order.
    const [stranger] = await ownerQuery<{ id: string }>(
      t.store,
      `INSERT INTO staff_accounts (email, name, password_hash) VALUES ('stranger@example.cn', '陌生人', 'x')
       RETURNING id`,
    )
    const assign = await call(t.admin, 'POST', `/api/v1/workorder/${order?.id}/assignee`, {
      assigneeId: stranger?.id,
    })
    expect(assign.statusCode).toBe(400)
    expect(assign.json().message).toBe('该成员不能处理工单')
    const mention = await call(t.admin, 'POST', `/api/v1/workorder/${order?.id}/comments`, {
      body: '看看',
      mentionIds: [stranger?.id],
    })
    expect(mention.statusCode).toBe(400)
    const after = await dataOf<WorkOrder>(call(t.admin, 'GET', `/api/v1/workorder/${order?.id}`))
    expect(after.assignee).toEqual(order?.assignee)
    const history = await dataOf<WorkOrderEvent[]>(
      call(t.admin, 'GET', `/api/v1/workorder/${order?.id}/events`),
    )
    expect(history.filter((event) => event.kind === 'comment')).toEqual([])
  })

  it('refuses a list order without a customer, and a blank comment, in the caller’s language', async () => {
    const before = await orderCount()
    const noCustomer = await call(t.agent, 'POST', '/api/v1/workorder?locale=en-US', { title: '无客户' })
    expect(noCustomer.statusCode).toBe(400)
    expect(noCustomer.json().message).toBe('Please give the customer')
    expect(await orderCount()).toBe(before)
    const [order] = (
      await dataOf<WorkOrderPage>(call(t.agent, 'GET', '/api/v1/workorder/list?filterMenu=all'))
    ).list
    const blank = await call(t.agent, 'POST', `/api/v1/workorder/${order?.id}/comments`, { body: '   ' })
    expect(blank.json().message).toBe('请填写评论')
  })

  it('keeps every order, history and member list to its tenant', async () => {
    const tenants = (
      await t.app.inject({ method: 'GET', url: '/user/account/tenants?account=multi@demo.com' })
    ).json().data
    const second = tenants.find((tenant: { name: string }) => tenant.name === '第二公司').tenantId
    const multi = await loginAs(t.app, 'multi@demo.com', 'Multi@2026', second)
    const [demoOrder] = (
      await dataOf<WorkOrderPage>(call(t.admin, 'GET', '/api/v1/workorder/list?filterMenu=all'))
    ).list
    const id = demoOrder?.id ?? ''
    expect((await call(multi, 'GET', `/api/v1/workorder/${id}/events`)).statusCode).toBe(404)
    expect((await call(multi, 'POST', `/api/v1/workorder/${id}/comments`, { body: '越权' })).statusCode).toBe(
      404,
    )
    expect(
      (await call(multi, 'POST', `/api/v1/workorder/${id}/status`, { status: 'closed' })).statusCode,
    ).toBe(404)
    expect(
      (await call(multi, 'POST', `/api/v1/workorder/${id}/assignee`, { assigneeId: null })).statusCode,
    ).toBe(404)
    const theirMembers = (await membersOf(multi)).map((member) => member.name)
    expect(theirMembers).not.toContain('管理员')
    // Nor may a demo member be assigned another tenant's order through its id.
    const [theirs] = (
      await dataOf<WorkOrderPage>(call(multi, 'GET', '/api/v1/workorder/list?filterMenu=all'))
    ).list
    expect(
      (await call(t.admin, 'POST', `/api/v1/workorder/${theirs?.id}/status`, { status: 'closed' }))
        .statusCode,
    ).toBe(404)
  })
})
