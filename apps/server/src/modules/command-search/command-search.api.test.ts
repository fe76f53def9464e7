import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type CommandSearchResult } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'

const t = useDemoApp()

const search = (cookie: string, q: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/command-search?${new URLSearchParams({ q })}`,
    headers: { cookie },
  })

const found = async (cookie: string, q: string): Promise<CommandSearchResult> => {
  const response = await search(cookie, q)
  expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
  return response.json().data
}

/** Takes a code from Demo Co.'s agent role, as an administrator would. */
const withdrawFromAgents = (code: string) =>
  ownerQuery(
    t.store,
    `DELETE FROM role_permissions p USING roles r, tenants n
     WHERE p.role_id = r.id AND r.tenant_id = n.id AND n.code = 'demo' AND r.code = 'agent'
       AND p.permission_code = $1`,
    [code],
  )

describe('the command search', () => {
  it('finds customers by name and work orders by customer, title or number, a few of each', async () => {
    const byName = await found(t.agent, '王女士')
    expect(byName.customers.map((customer) => customer.name)).toEqual(['王女士'])
    expect(byName.workOrders.length).toBeGreaterThan(0)
    expect((await found(t.agent, 'WO0000')).workOrders).toHaveLength(5)
    expect((await found(t.agent, '宽带')).workOrders.every((order) => order.title === '宽带无法连接')).toBe(
      true,
    )
  })

  it('finds the messages the member sees by their title', async () => {
    const { messages } = await found(t.agent, '值班安排')
    expect(messages.map((message) => message.title)).toContain('五一假期值班安排（附值班表）')
  })

  it('masks a customer number for a member without the phone code and matches a number only whole', async () => {
    const [wang] = (await found(t.agent, '王女士')).customers
    expect(wang?.phone).toBe('139****1111')
    expect((await found(t.agent, '13900001111')).customers.map((customer) => customer.name)).toEqual([
      '王女士',
    ])
    expect((await found(t.agent, '0000111')).customers).toEqual([])
  })

  it("never returns another tenant's customers, work orders or messages", async () => {
    for (const q of ['赵先生', '13700007777', '第二公司'])
      expect(await found(t.admin, q), q).toMatchObject({ customers: [], messages: [] })
    const [second] = await ownerQuery<{ id: string }>(
      t.store,
      `SELECT w.id FROM work_orders w JOIN tenants n ON n.id = w.tenant_id WHERE n.code = 'second'`,
    )
    const ids = (await found(t.admin, 'WO0000')).workOrders.map((order) => order.id)
    expect(ids).not.toContain(second?.id)
    expect(ids.length).toBeGreaterThan(0)
  })

  it('takes its wildcards literally', async () => {
    expect(await found(t.agent, '%')).toEqual({ customers: [], workOrders: [], messages: [] })
    // Unescaped, '_' would stand for any one character and find 王女士.
    expect(await found(t.agent, '王_士')).toEqual({ customers: [], workOrders: [], messages: [] })
  })

  it('refuses an empty or too long query with a clear message, and a caller with no session', async () => {
    for (const q of ['', '   ', 'x'.repeat(51)]) {
      const response = await search(t.agent, q)
      expect([response.statusCode, response.json().code], q).toEqual([400, RESPONSE_CODES.FAILURE])
      expect(response.json().message).toMatch(q.length > 50 ? /50/ : /搜索/)
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/command-search?q=x' })
    expect(anonymous.json().code).toBe(RESPONSE_CODES.NOT_COOKIE)
  })

  it("returns only the messages the member sees: not one addressed to a colleague's account", async () => {
    const addressed = await ownerQuery<{ id: number }>(
      t.store,
      `SELECT m.id FROM messages m JOIN tenants n ON n.id = m.tenant_id
       WHERE n.code = 'demo' AND m.title = '平台服务条款更新' AND m.audience_account_id IS NOT NULL`,
    )
    const ids = addressed.map((row) => row.id)
    expect(ids.length).toBeGreaterThan(0)
    const seenBy = async (cookie: string) => (await found(cookie, '平台服务条款')).messages.map((m) => m.id)
    expect(await seenBy(t.admin)).toEqual(expect.arrayContaining(ids))
    const agentSees = await seenBy(t.agent)
    expect(agentSees.length).toBeGreaterThan(0)
    expect(agentSees.filter((id) => ids.includes(id))).toEqual([])
  })

  it('returns nothing of a kind whose code the member lacks, and still the others', async () => {
    for (const code of ['usercenter.customerManage', 'workorder.center']) await withdrawFromAgents(code)
    const agent = await loginAs(t.app, 'agent01', 'Agent@2026')
    const result = await found(agent, '王女士')
    expect(result.customers).toEqual([])
    expect(result.workOrders).toEqual([])
    expect((await found(agent, '值班安排')).messages.length).toBeGreaterThan(0)
  })
})
