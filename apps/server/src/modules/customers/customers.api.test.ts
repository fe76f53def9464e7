import { describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES, type ContactHistoryItem, type CustomerDetail } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { CUSTOMERS, callAs, detailOf, idByName, okData, pageOf } from './customer-test-kit'

const t = useDemoApp()

describe('the customer list', () => {
  it('searches by name or phone, a page at a time, newest first, with the total', async () => {
    const all = await pageOf(t.app, t.admin, 'list')
    expect(all.total).toBe(6)
    expect(all.list.map((customer) => customer.name)).toContain('王女士')
    const byName = await pageOf(t.app, t.admin, `list?keyword=${encodeURIComponent('王')}`)
    expect(byName.list.map((customer) => customer.name)).toEqual(['王女士'])
    const byPhone = await pageOf(t.app, t.admin, 'list?keyword=13900002222')
    expect(byPhone.list.map((customer) => customer.name)).toEqual(['李先生'])
    const first = await pageOf(t.app, t.admin, 'list?page=1&pageSize=4')
    const second = await pageOf(t.app, t.admin, 'list?page=2&pageSize=4')
    expect([first.list.length, second.list.length, second.total]).toEqual([4, 2, 6])
    expect(new Set([...first.list, ...second.list].map((customer) => customer.id)).size).toBe(6)
    expect((await pageOf(t.app, t.admin, 'list?page=9')).list).toEqual([])
    expect((await pageOf(t.app, t.admin, 'list?keyword=%25')).total).toBe(0)
  })

  it("shows an agent only their own customers when asked for 'mine'", async () => {
    const mine = await pageOf(t.app, t.agent, 'list?scope=mine')
    expect(mine.list.map((customer) => customer.name).sort()).toEqual(['李先生', '王女士'].sort())
    expect(new Set(mine.list.map((customer) => customer.ownerAccountId)).size).toBe(1)
  })

  it('refuses a page size beyond the limit with a clear message and a 400', async () => {
    const response = await callAs(t.app, t.admin, `${CUSTOMERS}/list?pageSize=1000`)
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe(RESPONSE_CODES.FAILURE)
  })
})

describe("a customer's phone number", () => {
  it('is masked on the server, first 3 and last 4 kept, for a user without customer.phone.view', async () => {
    const listed = (await pageOf(t.app, t.agent, `list?keyword=${encodeURIComponent('王女士')}`)).list[0]
    expect(listed?.phone).toBe('139****1111')
    const pool = await pageOf(t.app, t.agent, 'high-seas')
    expect(pool.list.every((customer) => /^\d{3}\*+\d{4}$/.test(customer.phone))).toBe(true)
    const detail = await detailOf(t.app, t.agent, listed?.id ?? '')
    expect(detail).toMatchObject({ phone: '139****1111', isPhoneMasked: true })
    expect(JSON.stringify(detail)).not.toContain('13900001111')
  })

  it('is shown in full to the administrator, who holds the code', async () => {
    const id = await idByName(t.app, t.admin, '王女士')
    expect(await detailOf(t.app, t.admin, id)).toMatchObject({ phone: '13900001111', isPhoneMasked: false })
  })
})

describe('the customer detail (§7 GET customer)', () => {
  it('reads the identity, the dictionary fields with their values, e-mail and owner', async () => {
    const id = await idByName(t.app, t.agent, '王女士')
    const detail = await detailOf(t.app, t.agent, id)
    expect(detail).toMatchObject({
      name: '王女士',
      email: 'wang@example.com',
      basicCustomerIdentity: 'VIP客户',
      ownerName: expect.any(String),
      isMine: true,
      blacklistStatus: 'none',
    })
    expect(detail.basicCustomerDictList).toEqual([
      { code: 'level', name: '客户等级', value: '金牌' },
      { code: 'source', name: '客户来源', value: '电话咨询' },
      { code: 'region', name: '所在地区', value: '上海' },
    ])
    const english = okData<CustomerDetail>(
      await callAs(t.app, t.agent, `${CUSTOMERS}/detail?customerId=${id}&locale=en-US`),
    )
    expect(english.basicCustomerDictList.map((item) => item.name)).toEqual(['Level', 'Source', 'Region'])
  })

  it('refuses a malformed id with a 400 and an unknown one with a 404', async () => {
    expect((await callAs(t.app, t.agent, `${CUSTOMERS}/detail?customerId=nope`)).statusCode).toBe(400)
    const unknown = await callAs(t.app, t.agent, `${CUSTOMERS}/detail?customerId=${crypto.randomUUID()}`)
    expect(unknown.statusCode).toBe(404)
  })

  it('merges the calls and work orders into one history, newest first', async () => {
    const id = await idByName(t.app, t.agent, '王女士')
    const history = okData<ContactHistoryItem[]>(await callAs(t.app, t.agent, `${CUSTOMERS}/${id}/history`))
    const kinds = new Set(history.map((item) => item.kind))
    expect(kinds).toEqual(new Set(['call', 'workOrder']))
    expect(history.find((item) => item.kind === 'call')).toMatchObject({
      title: 'INBOUND',
      status: 'answered',
      agentName: expect.any(String),
    })
    expect(history.find((item) => item.kind === 'workOrder')?.title).toContain('宽带无法连接')
    const times = history.map((item) => item.occurredAt)
    expect(times).toEqual([...times].sort().reverse())
  })
})

describe('the high seas', () => {
  it('lists only customers nobody owns; a claim makes one mine and takes it out, a release puts it back', async () => {
    const pool = await pageOf(t.app, t.agent, 'high-seas')
    expect(pool.list.map((customer) => customer.name).sort()).toEqual(['刘先生', '杨先生', '陈女士'].sort())
    expect(pool.list.every((customer) => customer.ownerAccountId === null)).toBe(true)
    const id = await idByName(t.app, t.agent, '刘先生')
    const claimed = okData<CustomerDetail>(await callAs(t.app, t.agent, `${CUSTOMERS}/${id}/claim`, {}))
    expect(claimed).toMatchObject({ isMine: true, ownerAccountId: expect.any(String) })
    expect((await pageOf(t.app, t.agent, 'high-seas')).list.map((c) => c.id)).not.toContain(id)
    expect((await pageOf(t.app, t.agent, 'list?scope=mine')).list.map((c) => c.id)).toContain(id)

    const again = await callAs(t.app, t.agent, `${CUSTOMERS}/${id}/claim`, {})
    expect([again.statusCode, again.json().message]).toEqual([409, MESSAGES['zh-CN']['customer.alreadyMine']])
    const byAdmin = await callAs(t.app, t.admin, `${CUSTOMERS}/${id}/claim`, {})
    expect([byAdmin.statusCode, byAdmin.json().message]).toEqual([
      409,
      MESSAGES['zh-CN']['customer.alreadyClaimed'],
    ])
    const adminRelease = await callAs(t.app, t.admin, `${CUSTOMERS}/${id}/release`, {})
    expect([adminRelease.statusCode, adminRelease.json().message]).toEqual([
      409,
      MESSAGES['zh-CN']['customer.notYours'],
    ])
    expect((await detailOf(t.app, t.admin, id)).ownerName).toBe(claimed.ownerName)

    const released = okData<CustomerDetail>(await callAs(t.app, t.agent, `${CUSTOMERS}/${id}/release`, {}))
    expect(released).toMatchObject({ isMine: false, ownerAccountId: null })
    expect((await pageOf(t.app, t.agent, 'high-seas')).list.map((c) => c.id)).toContain(id)
  })

  it('lets one of two agents claiming at once win; the other is told another agent has it', async () => {
    const id = await idByName(t.app, t.agent, '陈女士')
    const answers = await Promise.all([
      callAs(t.app, t.agent, `${CUSTOMERS}/${id}/claim`, {}),
      callAs(t.app, t.admin, `${CUSTOMERS}/${id}/claim`, {}),
    ])
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([200, 409])
    const loser = answers.find((answer) => answer.statusCode === 409)
    expect(loser?.json().message).toBe(MESSAGES['zh-CN']['customer.alreadyClaimed'])
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().data as CustomerDetail
    expect((await detailOf(t.app, t.admin, id)).ownerAccountId).toBe(winner.ownerAccountId)
  })
})
