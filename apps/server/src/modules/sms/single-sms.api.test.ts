import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'

let t: TestApp
let agent: string
beforeAll(async () => {
  t = await startTestApp()
  agent = await loginAs(t.app, 'agent01', 'Agent@2026')
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', url: string, cookie = agent) =>
  t.app.inject({ method, url, headers: { cookie } })
const send = (query: Record<string, string>) =>
  call('POST', `/crm/api/v1/sms?${new URLSearchParams(query).toString()}`)
const params = (values: Record<string, string>) =>
  JSON.stringify(Object.entries(values).map(([name, value]) => ({ name, value })))

const idsOf = async (sql: string, tenantCode: string) =>
  (await ownerQuery<{ id: string }>(t.store, sql, [tenantCode])).map((row) => row.id)
const templateIdsOf = (code: string) =>
  idsOf(
    'SELECT s.id FROM sms_templates s JOIN tenants t ON t.id = s.tenant_id WHERE t.code = $1 ORDER BY s.position',
    code,
  )
const customerIdsOf = (code: string) =>
  idsOf('SELECT c.id FROM customers c JOIN tenants t ON t.id = c.tenant_id WHERE t.code = $1', code)

describe('single SMS', () => {
  it("lists only the agent's own tenant's templates, with their signatures (-1: none)", async () => {
    const answer = (await call('GET', '/crm/api/v1/sms/template/send')).json()
    expect(answer.code).toBe(RESPONSE_CODES.OK)
    const names = answer.data.templates.map((template: { formName: string }) => template.formName)
    expect(names).toEqual(['订单通知', 'Appointment', '无签名通知'])
    expect(answer.data.templates[0]).toMatchObject({ signInfo: '演示公司' })
    expect(answer.data.templates[1]).toMatchObject({ signManageId: -1, signInfo: '' })
  })

  it('queues one message per number, signed and filled, and lists them as sent by the agent', async () => {
    const [orderTemplate] = await templateIdsOf('demo')
    const [customer] = await customerIdsOf('demo')
    const answer = await send({
      templateId: String(orderTemplate),
      phoneInput: '13900001111,13900002222',
      paramDataList: params({ name: '张三', order: 'A-1' }),
      customerId: customer ?? '',
    })
    expect(answer.json()).toMatchObject({ code: RESPONSE_CODES.OK, data: { segments: 1 } })
    const sent = (await call('GET', '/crm/api/v1/sms/sent')).json().data
    expect(sent.map((row: { to: string }) => row.to).sort()).toEqual(['13900001111', '13900002222'])
    expect(sent[0]).toMatchObject({ content: '【演示公司】尊敬的张三，您的订单A-1已发货。' })
    // Only a message to the customer's own number is recorded against the customer.
    const [own] = await ownerQuery<{ phone: string }>(t.store, 'SELECT phone FROM customers WHERE id = $1', [
      customer,
    ])
    for (const row of sent as { to: string; customerId: string | null }[])
      expect(row.customerId).toBe(row.to === own?.phone ? customer : null)
    // The embedded outbox delivers at once.
    expect(sent[0].status).toBe('sent')
  })

  it('refuses a missing placeholder, a bad number, and no number, with the spec texts', async () => {
    const [orderTemplate] = await templateIdsOf('demo')
    const base = { templateId: String(orderTemplate), phoneInput: '13900001111' }
    const messages = await Promise.all([
      send({ ...base, paramDataList: params({ name: '张三' }) }),
      send({ ...base, phoneInput: '139a', paramDataList: params({ name: 'a', order: 'b' }) }),
      send({ ...base, phoneInput: ',', paramDataList: params({ name: 'a', order: 'b' }) }),
    ])
    expect(messages.map((answer) => answer.json().message)).toEqual([
      '请输入模板参数',
      '手机号格式错误',
      '请输入手机号码',
    ])
  })

  it("refuses Second Co.'s templates and customers to Demo Co.'s agent", async () => {
    const [theirTemplate] = await templateIdsOf('second')
    const [ourTemplate] = await templateIdsOf('demo')
    const [theirCustomer] = await customerIdsOf('second')
    const before = await ownerQuery(t.store, 'SELECT count(*)::int AS n FROM sms_messages')
    const template = await send({
      templateId: String(theirTemplate),
      phoneInput: '13900001111',
      paramDataList: params({ name: 'a', notice: 'b' }),
    })
    expect(template.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: '请求的资源不存在' })
    const customer = await send({
      templateId: String(ourTemplate),
      phoneInput: '13900001111',
      paramDataList: params({ name: 'a', order: 'b' }),
      customerId: theirCustomer ?? '',
    })
    expect(customer.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: '请求的资源不存在' })
    expect(await ownerQuery(t.store, 'SELECT count(*)::int AS n FROM sms_messages')).toEqual(before)
  })

  it('refuses every SMS call to an agent without sms.single', async () => {
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions WHERE permission_code = 'sms.single'
       AND role_id IN (SELECT r.id FROM roles r JOIN tenants t ON t.id = r.tenant_id WHERE t.code = 'demo' AND r.code = 'agent')`,
    )
    const [orderTemplate] = await templateIdsOf('demo')
    const answers = await Promise.all([
      call('GET', '/crm/api/v1/sms/template/send'),
      call('GET', '/crm/api/v1/sms/sent'),
      call('GET', '/medium/getDRSignature'),
      send({
        templateId: String(orderTemplate),
        phoneInput: '13900001111',
        paramDataList: params({ name: 'a', order: 'b' }),
      }),
    ])
    for (const answer of answers) expect(answer.json().code).not.toBe(RESPONSE_CODES.OK)
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403])
  })
})
