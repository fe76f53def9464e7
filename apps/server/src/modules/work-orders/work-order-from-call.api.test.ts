import { describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES, type RecentContacts, type WorkOrder } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'

const t = useDemoApp(['agent'])

const create = (payload: object, locale = 'zh-CN') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/workorder?locale=${locale}`,
    headers: { cookie: t.agent },
    payload,
  })

const workOrderCount = async () =>
  Number((await ownerQuery<{ n: string }>(t.store, 'SELECT count(*) AS n FROM work_orders'))[0]?.n)

/** A call of the tenant `code` from its customer named, or from an unknown number when none is named. */
async function callOf(code: string, customer: string | null, phone = '13900006666') {
  const [call] = await ownerQuery<{ id: string }>(
    t.store,
    `INSERT INTO call_records (tenant_id, call_id, call_type, status, phone, customer_id, note)
     SELECT t.id, gen_random_uuid()::text, 'INBOUND', 'INBOUND_NOT_ACTIVE',
       COALESCE((SELECT c.phone FROM customers c WHERE c.tenant_id = t.id AND c.name = $2), $3),
       (SELECT c.id FROM customers c WHERE c.tenant_id = t.id AND c.name = $2), '客户反映宽带断线'
     FROM tenants t WHERE t.code = $1 RETURNING id`,
    [code, customer, phone],
  )
  return call?.id ?? ''
}

describe('a work order from a call', () => {
  it("is created with the call's customer and note, audited, in the list and the customer's contacts", async () => {
    const callRecordId = await callOf('demo', '王女士')
    const created = await create({ callRecordId, title: '宽带断线', description: '客户反映宽带断线' })
    expect(created.json().code, created.body).toBe(RESPONSE_CODES.OK)
    const order = created.json().data as WorkOrder
    expect(order).toMatchObject({
      title: '宽带断线',
      description: '客户反映宽带断线',
      customerName: '王女士',
      callRecordId,
      status: 'pending',
    })
    expect(order.number).toMatch(/^WO\d{6}$/)
    const [row] = await ownerQuery<{ phone: string; customer: string }>(
      t.store,
      `SELECT w.customer_phone AS phone, c.phone AS customer FROM work_orders w JOIN customers c
       ON c.id = w.customer_id WHERE w.id = $1`,
      [order.id],
    )
    expect(row?.phone).toBe(row?.customer)

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/workorder/list?filterMenu=pending',
      headers: { cookie: t.agent },
    })
    expect((list.json().data.list as WorkOrder[])[0]?.id).toBe(order.id)
    const contacts = await t.app.inject({
      method: 'GET',
      url: `/api/v1/usercenter/customer/recent-contacts?callRecordId=${callRecordId}`,
      headers: { cookie: t.agent },
    })
    const orders = (contacts.json().data as RecentContacts).groups.find((group) => group.kind === 'workOrder')
    expect(orders?.items[0]).toMatchObject({ id: order.id, title: `${order.number} 宽带断线` })
    const audit = await ownerQuery<{ action: string; target_name: string }>(
      t.store,
      `SELECT action, target_name FROM audit_events WHERE target_id = $1`,
      [order.id],
    )
    expect(audit).toEqual([{ action: 'workOrder.create', target_name: order.number }])
  })

  it("names an unknown caller's order by the masked number and numbers orders one after another", async () => {
    const callRecordId = await callOf('demo', null, '13900006666')
    const first = (await create({ callRecordId, title: '咨询' })).json().data as WorkOrder
    const second = (await create({ callRecordId, title: '再次咨询' })).json().data as WorkOrder
    expect(first.customerName).toBe('139****6666')
    expect(first.customerId).toBeNull()
    expect(Number(second.number.slice(2))).toBe(Number(first.number.slice(2)) + 1)
  })

  it('refuses a missing or too long title in the caller’s language, creating nothing', async () => {
    const callRecordId = await callOf('demo', '李先生')
    const before = await workOrderCount()
    const blank = await create({ callRecordId, title: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toBe(MESSAGES['zh-CN']['workOrder.titleRequired'])
    const long = await create({ callRecordId, title: '长'.repeat(101) }, 'en-US')
    expect(long.json().message).toBe(MESSAGES['en-US']['workOrder.titleTooLong'])
    expect(await workOrderCount()).toBe(before)
  })

  it("refuses another tenant's call as not found, creating nothing", async () => {
    const theirs = await callOf('second', '赵先生')
    const before = await workOrderCount()
    const answer = await create({ callRecordId: theirs, title: '越权' })
    expect(answer.statusCode).toBe(404)
    expect(answer.body).not.toContain('赵先生')
    expect(await workOrderCount()).toBe(before)
  })

  it('refuses a member without the work-order code', async () => {
    const callRecordId = await callOf('demo', '王女士')
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions WHERE permission_code = 'workorder.center'
       AND role_id IN (SELECT id FROM roles WHERE code = 'agent')`,
    )
    const before = await workOrderCount()
    expect((await create({ callRecordId, title: '无权' })).json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    expect(await workOrderCount()).toBe(before)
  })
})
