import { describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES, type RecentContacts } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { callAs, idByName, okData } from './customer-test-kit'

const t = useDemoApp()
const URL = '/api/v1/usercenter/customer/recent-contacts'
const UNKNOWN_NUMBER = '13900007777'

const contactsOf = async (query: string, cookie = t.agent) =>
  okData<RecentContacts>(await callAs(t.app, cookie, `${URL}?${query}`))

const groupOf = (contacts: RecentContacts, kind: string) =>
  contacts.groups.find((group) => group.kind === kind)

/** A finished call of Demo Co. from `phone`, `minutesAgo`, for the customer named (none: an unknown caller). */
async function insertCall(phone: string, minutesAgo: number, note = '', customer: string | null = null) {
  const [call] = await ownerQuery<{ id: string }>(
    t.store,
    `INSERT INTO call_records (tenant_id, call_id, call_type, status, phone, customer_id, note, started_at)
     SELECT t.id, gen_random_uuid()::text, 'INBOUND', 'INBOUND_NOT_ACTIVE', $1,
       (SELECT c.id FROM customers c WHERE c.tenant_id = t.id AND c.name = $4), $2,
       now() - make_interval(mins => $3)
     FROM tenants t WHERE t.code = 'demo' RETURNING id`,
    [phone, note, minutesAgo, customer],
  )
  return call?.id ?? ''
}

describe("the customer on screen: a customer's recent contacts", () => {
  it('shows each kind newest first, the calls with their note, the open work orders only', async () => {
    const customerId = await idByName(t.app, t.agent, '王女士')
    await ownerQuery(
      t.store,
      `INSERT INTO work_orders (tenant_id, number, title, customer_name, customer_id, status, created_at)
       SELECT c.tenant_id, n.number, n.title, c.name, c.id, n.status, now() - make_interval(mins => n.age)
       FROM customers c, (VALUES ('RC-1', '仍在处理', 'pending', 1), ('RC-2', '早已解决', 'resolved', 2))
         AS n (number, title, status, age)
       WHERE c.id = $1`,
      [customerId],
    )
    const contacts = await contactsOf(`customerId=${customerId}`)
    expect(contacts.customerId).toBe(customerId)
    expect(contacts.groups.map((group) => group.kind)).toEqual(['call', 'workOrder', 'email', 'sms'])
    expect(groupOf(contacts, 'call')?.items[0]).toMatchObject({ kind: 'call', note: '咨询会员续费' })
    const orders = groupOf(contacts, 'workOrder')?.items ?? []
    expect(orders[0]?.title).toBe('RC-1 仍在处理')
    expect(orders.map((order) => order.title)).not.toContain('RC-2 早已解决')
    const times = orders.map((order) => order.occurredAt)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('shows a handful of each kind and says when there are more', async () => {
    const customerId = await idByName(t.app, t.agent, '李先生')
    await insertCall('13800001111', 3, '第一通', '李先生')
    await insertCall('13800001111', 2, '第二通', '李先生')
    const first = groupOf(await contactsOf(`customerId=${customerId}&limit=1`), 'call')
    expect(first).toMatchObject({ hasMore: true, items: [{ note: '第二通' }] })
    const more = groupOf(await contactsOf(`customerId=${customerId}&limit=50`), 'call')
    expect(more?.hasMore).toBe(false)
    expect(more?.items.map((item) => item.note)).toEqual(['第二通', '第一通'])
  })

  it("finds an unknown caller's earlier calls by the number of the call on screen, not that call itself", async () => {
    const earlier = await insertCall(UNKNOWN_NUMBER, 60, '上次来电说网络故障')
    const ringing = await insertCall(UNKNOWN_NUMBER, 0)
    await insertCall('13900008888', 30, '另一个号码')
    const contacts = await contactsOf(`callRecordId=${ringing}`)
    expect(contacts.customerId).toBeNull()
    const calls = groupOf(contacts, 'call')?.items ?? []
    expect(calls.map((call) => call.id)).toEqual([earlier])
    expect(calls[0]?.note).toBe('上次来电说网络故障')
  })

  it("finds nothing of another tenant's customer or call", async () => {
    const [theirs] = await ownerQuery<{ customer: string; call: string }>(
      t.store,
      `WITH c AS (SELECT c.id, c.tenant_id, c.phone FROM customers c JOIN tenants t ON t.id = c.tenant_id
                  WHERE t.code = 'second' LIMIT 1),
            r AS (INSERT INTO call_records (tenant_id, call_id, call_type, status, phone, customer_id)
                  SELECT tenant_id, 'other-tenant-call', 'INBOUND', 'INBOUND_NOT_ACTIVE', phone, id FROM c
                  RETURNING id)
       SELECT (SELECT id FROM c) AS customer, (SELECT id FROM r) AS call`,
    )
    for (const query of [`customerId=${theirs?.customer}`, `callRecordId=${theirs?.call}`]) {
      const answer = await callAs(t.app, t.agent, `${URL}?${query}`)
      expect(answer.statusCode).toBe(404)
      expect(answer.body).not.toContain('赵先生')
    }
  })

  it('asks whose contacts in the caller’s language', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `${URL}?locale=en-US`,
      headers: { cookie: t.agent },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe(MESSAGES['en-US']['customer.contactsOfWhom'])
  })

  it('hides each kind from a member without its code, and refuses one without the call centre', async () => {
    const customerId = await idByName(t.app, t.agent, '王女士')
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions WHERE permission_code IN ('workorder.center', 'sms.single', 'email.single')
       AND role_id IN (SELECT id FROM roles WHERE code = 'agent')`,
    )
    const contacts = await contactsOf(`customerId=${customerId}`)
    expect(contacts.groups.map((group) => group.kind)).toEqual(['call'])
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions WHERE permission_code = 'speech_ability'
       AND role_id IN (SELECT id FROM roles WHERE code = 'agent')`,
    )
    const refused = await callAs(t.app, t.agent, `${URL}?customerId=${customerId}`)
    expect(refused.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
  })
})
