import { describe, expect, it } from 'vitest'
import type { ContactHistoryItem } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { CUSTOMERS, callAs, detailOf, idByName, okData } from './customer-test-kit'

const t = useDemoApp()

/** The first of Demo Co.'s SMS templates with its placeholders filled. */
async function orderTemplate() {
  const templates = okData<{ templates: { id: number; formContent: string }[] }>(
    await callAs(t.app, t.agent, '/crm/api/v1/sms/template/send'),
  ).templates
  const template = templates[0]
  if (!template) throw new Error('Demo Co. has no SMS template')
  const names = [...template.formContent.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')
  return { id: template.id, params: JSON.stringify(names.map((name) => ({ name, value: 'X-1' }))) }
}

const sendSms = (query: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/crm/api/v1/sms?${new URLSearchParams(query)}`,
    headers: { cookie: t.agent },
  })

describe("a masked customer's number", () => {
  it('matches a search only as a whole number, so no part of it can be probed', async () => {
    const [wang] = await ownerQuery<{ phone: string }>(
      t.store,
      `SELECT phone FROM customers WHERE name = '王女士'`,
    )
    const phone = wang?.phone ?? ''
    const found = (keyword: string, cookie: string) =>
      callAs(t.app, cookie, `${CUSTOMERS}/list?keyword=${keyword}`).then(
        (response) => okData<{ total: number }>(response).total,
      )
    expect(await found(phone.slice(0, 4), t.agent)).toBe(0)
    expect(await found(phone, t.agent)).toBe(1)
    expect(await found(phone.slice(0, 4), t.admin)).toBeGreaterThan(0)
  })
})

describe("a customer's contact history", () => {
  it('lists the SMS and the e-mail just sent to the customer, beside the calls and work orders', async () => {
    const customerId = await idByName(t.app, t.agent, '王女士')
    const template = await orderTemplate()
    // By customer, with no number typed: agent01 sees the number masked and never needs it in full.
    const sms = await sendSms({
      templateId: String(template.id),
      phoneInput: '',
      paramDataList: template.params,
      customerId,
    })
    const smsIds = okData<{ ids: string[] }>(sms).ids
    expect(smsIds).toHaveLength(1)
    const [row] = await ownerQuery<{ recipient: string }>(
      t.store,
      'SELECT recipient FROM sms_messages WHERE id = $1',
      [smsIds[0]],
    )
    const [customer] = await ownerQuery<{ phone: string }>(
      t.store,
      'SELECT phone FROM customers WHERE id = $1',
      [customerId],
    )
    expect(row?.recipient).toBe(customer?.phone)
    expect((await detailOf(t.app, t.agent, customerId)).phone).not.toBe(customer?.phone)
    // Nor does the sent list give it back in full.
    const listed = okData<{ id: string; to: string }[]>(await callAs(t.app, t.agent, '/crm/api/v1/sms/sent'))
    expect(listed.find((item) => item.id === smsIds[0])?.to).toMatch(/^\d{3}\*{4}\d{4}$/)

    // As the same session: a second login of agent01 would end the first (§4 remote login).
    const sent = await callAs(t.app, t.agent, '/api/v1/mail-sender/send', {
      to: ['wang@example.com'],
      subject: '合同已寄出',
      bodyHtml: '<p>您好</p>',
      customerId,
    })
    expect(sent.json().data).toMatchObject({ customerId })

    const history = okData<ContactHistoryItem[]>(
      await callAs(t.app, t.agent, `${CUSTOMERS}/${customerId}/history`),
    )
    expect(history.find((item) => item.kind === 'sms')).toMatchObject({
      id: smsIds[0],
      agentName: expect.any(String),
    })
    expect(history.find((item) => item.kind === 'email')).toMatchObject({
      title: '合同已寄出',
      status: 'sent',
    })
    expect(new Set(history.map((item) => item.kind))).toEqual(new Set(['call', 'workOrder', 'sms', 'email']))
  })

  it("lists the SMS and e-mail sent from the tools menu to the number and address, and the calls' notes and wrap-up codes", async () => {
    const customerId = await idByName(t.app, t.agent, '张女士')
    const [customer] = await ownerQuery<{ phone: string }>(
      t.store,
      `UPDATE customers SET email = 'zhang@example.com' WHERE id = $1 RETURNING phone`,
      [customerId],
    )
    const template = await orderTemplate()
    // From the tools menu: a number typed, no customer named.
    const sms = await sendSms({
      templateId: String(template.id),
      phoneInput: customer?.phone ?? '',
      paramDataList: template.params,
    })
    const [smsId] = okData<{ ids: string[] }>(sms).ids
    const mailed = await callAs(t.app, t.agent, '/api/v1/mail-sender/send', {
      to: ['Zhang@Example.com'],
      subject: '发票已开具',
      bodyHtml: '<p>您好</p>',
    })
    expect(mailed.json().data).toMatchObject({ customerId: null })
    const [call] = await ownerQuery<{ id: string }>(
      t.store,
      `INSERT INTO call_records (tenant_id, call_id, call_type, status, phone, customer_id, note, wrap_up_code)
       SELECT c.tenant_id, 'history-note-call', 'INBOUND', 'INBOUND_ENDED', c.phone, c.id, '客户要求周五回电',
         (SELECT code FROM wrap_up_codes w WHERE w.tenant_id = c.tenant_id AND w.name = '需回访')
       FROM customers c WHERE c.id = $1 RETURNING id`,
      [customerId],
    )

    const history = okData<ContactHistoryItem[]>(
      await callAs(t.app, t.agent, `${CUSTOMERS}/${customerId}/history`),
    )
    expect(history.find((item) => item.kind === 'sms')?.id).toBe(smsId)
    expect(history.find((item) => item.kind === 'email')?.title).toBe('发票已开具')
    expect(history.find((item) => item.id === call?.id)).toMatchObject({
      kind: 'call',
      note: '客户要求周五回电',
      wrapUpName: '需回访',
    })
  })

  it("refuses an SMS by another tenant's customer, sending nothing", async () => {
    const [theirs] = await ownerQuery<{ id: string }>(
      t.store,
      `SELECT c.id FROM customers c JOIN tenants t ON t.id = c.tenant_id WHERE t.code = 'second' LIMIT 1`,
    )
    const before = await ownerQuery<{ n: string }>(t.store, 'SELECT count(*) AS n FROM sms_messages')
    const template = await orderTemplate()
    const answer = await sendSms({
      templateId: String(template.id),
      phoneInput: '',
      paramDataList: template.params,
      customerId: theirs?.id ?? '',
    })
    expect(answer.statusCode).toBe(400)
    expect(await ownerQuery<{ n: string }>(t.store, 'SELECT count(*) AS n FROM sms_messages')).toEqual(before)
  })
})
