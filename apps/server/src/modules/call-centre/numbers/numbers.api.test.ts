import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { useDemoApp } from '../../../../test/demo-app'
import { ownerQuery } from '../../../../test/owner-query'
import { numberAuditRows, numbersClient, setNumberLimit, toQueue, zhCn } from './numbers-test-kit'

const t = useDemoApp()

const groupId = async (name: string) =>
  (await numbersClient(t).page()).skillGroups.find((group) => group.name === name)?.id ?? ''
const numberCount = async () =>
  (await ownerQuery<{ n: number }>(t.store, 'SELECT count(*)::int AS n FROM did_numbers'))[0]?.n

describe('the numbers page', () => {
  it("answers Demo Co.'s numbers with their routes, its skill groups and IVR flows, and no limit", async () => {
    const page = await numbersClient(t).page()
    const preSales = await groupId('售前咨询')
    const hotlineIvr = page.ivrFlows.find((flow) => flow.name === '客服热线')?.id ?? null
    expect(hotlineIvr).not.toBeNull()
    expect(page.numbers.slice(0, 2)).toEqual([
      {
        number: '4008001001',
        name: '客服热线',
        route: { routeKind: 'IVR', ivrId: hotlineIvr, skillGroupId: null, closedMessage: '' },
        retiredAt: null,
      },
      { number: '02150001000', name: '销售专线', route: toQueue(preSales), retiredAt: null },
    ])
    expect(page.skillGroups.map((group) => group.name)).toEqual(
      expect.arrayContaining(['售前咨询', '售后服务']),
    )
    expect(page.numberLimit).toBeNull()
  })

  it('adds a number routed to a queue, renames it and routes it to a closed message, each change audited', async () => {
    const client = numbersClient(t)
    const afterSales = await groupId('售后服务')
    const added = await client.add({ number: '4008001009', name: '投诉热线', route: toQueue(afterSales) })
    expect(added.json(), added.body).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { number: '4008001009', name: '投诉热线', route: toQueue(afterSales), retiredAt: null },
    })
    const closed = {
      routeKind: 'CLOSED',
      ivrId: null,
      skillGroupId: afterSales,
      closedMessage: '本热线已停止服务',
    }
    const updated = await client.update('4008001009', { name: '旧投诉热线', route: closed })
    // Only the target of the chosen kind is kept.
    expect(updated.json().data).toMatchObject({
      name: '旧投诉热线',
      route: { ...closed, skillGroupId: null },
    })
    expect((await client.page()).numbers.find((item) => item.number === '4008001009')?.name).toBe(
      '旧投诉热线',
    )
    const audit = await numberAuditRows(t, 'didNumber', '4008001009')
    expect(audit.map((row) => row.action)).toEqual(['didNumber.create', 'didNumber.update'])
    expect(audit[1]?.before_values).toMatchObject({ name: '投诉热线' })
    expect(audit[1]?.after_values).toMatchObject({ name: '旧投诉热线' })
  })

  it('refuses bad input in the caller’s language and changes nothing', async () => {
    const client = numbersClient(t)
    const preSales = await groupId('售前咨询')
    const before = await numberCount()
    const refusals = [
      [{ number: '40-08', name: '热线', route: toQueue(preSales) }, 'callCentre.numbers.invalidNumber'],
      [{ number: '4008001010', name: ' ', route: toQueue(preSales) }, 'callCentre.numbers.nameRequired'],
      [
        {
          number: '4008001010',
          name: '热线',
          route: { routeKind: 'QUEUE', ivrId: null, skillGroupId: null },
        },
        'callCentre.numbers.routeTargetRequired',
      ],
      [
        { number: '4008001010', name: '热线', route: toQueue('00000000-0000-0000-0000-000000000000') },
        'callCentre.numbers.unknownTarget',
      ],
      [
        {
          number: '4008001010',
          name: '热线',
          route: { routeKind: 'IVR', ivrId: 'not-an-ivr', skillGroupId: null, closedMessage: '' },
        },
        'callCentre.numbers.unknownTarget',
      ],
      [{ number: '4008001001', name: '重复', route: toQueue(preSales) }, 'callCentre.numbers.duplicate'],
    ] as const
    for (const [form, message] of refusals) {
      const refused = await client.add(form)
      expect(refused.json(), JSON.stringify(form)).toMatchObject({
        code: RESPONSE_CODES.FAILURE,
        message: zhCn(message),
      })
    }
    expect(await numberCount()).toBe(before)
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/v1/portal/call-centre/numbers?locale=en-US',
      headers: { cookie: t.admin },
      payload: { number: 'x', name: 'Line', route: toQueue(preSales) },
    })
    expect(english.json().message).toBe('A number has 3 to 20 digits and nothing else')
  })

  it('refuses a number past the licence limit, counting only active numbers, and a restore past it', async () => {
    const client = numbersClient(t)
    const preSales = await groupId('售前咨询')
    const active = (await client.page()).numbers.filter((item) => item.retiredAt === null).length
    await setNumberLimit(t, active)
    try {
      const refused = await client.add({ number: '4008001011', name: '超限', route: toQueue(preSales) })
      expect(refused.json().message).toBe(`号码数量已达许可上限（${active}个），请先停用其他号码或扩容`)
      expect((await client.retire('02150001000', true)).json().data.retiredAt).not.toBeNull()
      expect(
        (await client.add({ number: '4008001011', name: '新号', route: toQueue(preSales) })).json().code,
      ).toBe(RESPONSE_CODES.OK)
      const restore = await client.retire('02150001000', false)
      expect(restore.json().message).toBe(`号码数量已达许可上限（${active}个），请先停用其他号码或扩容`)
      expect((await client.retire('4008001011', true)).json().code).toBe(RESPONSE_CODES.OK)
      expect((await client.retire('02150001000', false)).json().data.retiredAt).toBeNull()
    } finally {
      await setNumberLimit(t, null)
    }
    const audit = await numberAuditRows(t, 'didNumber', '02150001000')
    expect(audit.map((row) => row.action)).toEqual(['didNumber.retire', 'didNumber.restore'])
  })

  it("sets a skill group's outbound numbers and default; a retired number is refused there and drops out", async () => {
    const client = numbersClient(t)
    const afterSales = await groupId('售后服务')
    await client.add({ number: '4008001012', name: '外呼专线', route: toQueue(afterSales) })
    const saved = await client.outbound(afterSales, {
      numbers: ['4008001001', '4008001012'],
      defaultNumber: '4008001012',
    })
    expect(saved.json().data).toEqual({
      id: afterSales,
      name: '售后服务',
      numbers: ['4008001001', '4008001012'],
      defaultNumber: '4008001012',
    })
    const notListed = await client.outbound(afterSales, {
      numbers: ['4008001001'],
      defaultNumber: '4008001012',
    })
    expect(notListed.json().message).toBe(zhCn('callCentre.numbers.defaultNotListed'))

    await client.retire('4008001012', true)
    const group = (await client.page()).skillGroups.find((item) => item.id === afterSales)
    expect(group).toMatchObject({ numbers: ['4008001001'], defaultNumber: null })
    const retired = await client.outbound(afterSales, { numbers: ['4008001012'], defaultNumber: null })
    expect(retired.json().message).toBe(zhCn('callCentre.numbers.retiredNotAllowed'))
    const unknown = await client.outbound(afterSales, { numbers: ['4000000000'], defaultNumber: null })
    expect(unknown.json().code).toBe(RESPONSE_CODES.FAILURE)

    const audit = await numberAuditRows(t, 'outboundNumbers', afterSales)
    expect(audit.map((row) => row.action)).toEqual(['outboundNumbers.update'])
    expect(audit[0]?.after_values).toMatchObject({ defaultNumber: '4008001012' })
    const retiredAudit = await numberAuditRows(t, 'didNumber', '4008001012')
    expect(retiredAudit.at(-1)?.before_values).toMatchObject({ outboundOf: ['售后服务'] })
  })

  it('is refused to agent01, who holds no numbers code', async () => {
    const agent = numbersClient(t, t.agent)
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/portal/call-centre/numbers',
      headers: { cookie: t.agent },
    })
    expect(refused.statusCode).toBe(403)
    expect((await agent.retire('4008001001', true)).statusCode).toBe(403)
    expect((await numbersClient(t).page()).numbers[0]?.retiredAt).toBeNull()
  })
})
