import { beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { CUSTOMERS, callAs, idByName, okData, pageOf } from './customer-test-kit'

const t = useDemoApp()
let secondCustomer: string
let secondTenant: string

beforeAll(async () => {
  const [row] = await ownerQuery<{ id: string; tenant_id: string }>(
    t.store,
    `SELECT c.id, c.tenant_id FROM customers c JOIN tenants n ON n.id = c.tenant_id WHERE n.code = 'second'`,
  )
  secondCustomer = row?.id ?? ''
  secondTenant = row?.tenant_id ?? ''
})

const secondCoRow = async () =>
  (
    await ownerQuery<{ owner: string | null; audits: number }>(
      t.store,
      `SELECT owner_account_id AS owner,
         (SELECT count(*)::int FROM blacklist_audits b WHERE b.customer_id = c.id) AS audits
       FROM customers c WHERE c.id = $1`,
      [secondCustomer],
    )
  )[0]

describe("Second Co.'s customers, for agent01 of Demo Co.", () => {
  it('are in no list and no high seas, whatever the search', async () => {
    for (const path of [
      'list',
      'list?scope=mine',
      'high-seas',
      'list?keyword=13700007777',
      'high-seas?keyword=赵',
    ])
      expect((await pageOf(t.app, t.agent, encodeURI(path))).list.map((c) => c.id)).not.toContain(
        secondCustomer,
      )
    expect((await pageOf(t.app, t.agent, 'list?keyword=13700007777')).total).toBe(0)
  })

  it('cannot be read, by id or with their tenant named', async () => {
    for (const url of [
      `${CUSTOMERS}/detail?customerId=${secondCustomer}`,
      `${CUSTOMERS}/detail?customerId=${secondCustomer}&tenantId=${secondTenant}`,
      `${CUSTOMERS}/${secondCustomer}/history`,
    ]) {
      const response = await callAs(t.app, t.agent, url)
      expect([response.statusCode, response.json().code], url).toEqual([404, RESPONSE_CODES.FAILURE])
    }
  })

  it('cannot be claimed, released or blacklisted, and stay as they were', async () => {
    for (const [action, payload] of [
      ['claim', {}],
      ['release', {}],
      ['blacklist', { reason: '恶意骚扰' }],
    ] as const) {
      const response = await callAs(t.app, t.agent, `${CUSTOMERS}/${secondCustomer}/${action}`, payload)
      expect(response.statusCode, action).toBe(404)
    }
    expect(await secondCoRow()).toEqual({ owner: null, audits: 0 })
  })

  it("are not reachable through Demo Co.'s tenant id either: naming Demo Co. finds only Demo Co.'s", async () => {
    const own = await idByName(t.app, t.agent, '王女士')
    const [demo] = await ownerQuery<{ id: string }>(t.store, "SELECT id FROM tenants WHERE code = 'demo'")
    const response = await callAs(
      t.app,
      t.agent,
      `${CUSTOMERS}/detail?customerId=${own}&tenantId=${demo?.id}`,
    )
    expect(okData<{ name: string }>(response).name).toBe('王女士')
  })
})

describe('the customer centre code', () => {
  it('gates every route: a role without it is refused and changes nothing', async () => {
    const own = await idByName(t.app, t.agent, '杨先生')
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions p USING roles r, tenants n
       WHERE p.role_id = r.id AND r.tenant_id = n.id AND n.code = 'demo' AND r.code = 'agent'
         AND p.permission_code = 'usercenter.customerManage'`,
    )
    for (const [url, payload] of [
      [`${CUSTOMERS}/list`, undefined],
      [`${CUSTOMERS}/high-seas`, undefined],
      [`${CUSTOMERS}/detail?customerId=${own}`, undefined],
      [`${CUSTOMERS}/${own}/history`, undefined],
      [`${CUSTOMERS}/${own}/claim`, {}],
      [`${CUSTOMERS}/${own}/blacklist`, { reason: '测试' }],
    ] as const) {
      const response = await callAs(t.app, t.agent, url, payload)
      expect(response.json().code, url).toBe(RESPONSE_CODES.ACCESS_DENY)
    }
    const [row] = await ownerQuery<{ owner: string | null }>(
      t.store,
      'SELECT owner_account_id AS owner FROM customers WHERE id = $1',
      [own],
    )
    expect(row?.owner).toBeNull()
  })
})
