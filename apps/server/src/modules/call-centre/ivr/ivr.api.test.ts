import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type IvrDefinition, type IvrFlow } from '@portal/contract'
import { useDemoApp } from '../../../../test/demo-app'
import { ownerQuery } from '../../../../test/owner-query'

const t = useDemoApp()

const FLOWS = '/api/v1/portal/call-centre/ivr-flows'
const HOTLINE = '4008001001'

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  cookie = t.admin,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload }),
  })

const groupIds = async () => {
  const rows = await ownerQuery<{ name: string; id: string }>(
    t.store,
    "SELECT name, id::text FROM skill_groups WHERE tenant_id = (SELECT id FROM tenants WHERE code = 'demo')",
  )
  return Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<string, string>
}

const twoKeys = (presales: string, afterSales: string): IvrDefinition => ({
  menus: [
    {
      id: 'main',
      name: '主菜单',
      greeting: '您好，售前请按 1，售后请按 2',
      recordingFileId: null,
      keys: [
        { key: '1', action: { kind: 'QUEUE', skillGroupId: presales } },
        { key: '2', action: { kind: 'QUEUE', skillGroupId: afterSales } },
      ],
      timeoutSeconds: 5,
      onTimeout: { kind: 'QUEUE', skillGroupId: presales },
      onWrongKey: { kind: 'HANGUP' },
    },
  ],
  businessHours: null,
})

const created = async (name: string, definition: IvrDefinition): Promise<IvrFlow> => {
  const response = await send('POST', FLOWS, { name, definition })
  expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
  return response.json().data as IvrFlow
}

const routeHotline = (columns: { kind: string; ivrId?: string | null; closedMessage?: string }) =>
  ownerQuery(
    t.store,
    `UPDATE did_numbers SET route_kind = $2, ivr_id = $3, closed_message = $4
     WHERE number = $1 AND tenant_id = (SELECT id FROM tenants WHERE code = 'demo')`,
    [HOTLINE, columns.kind, columns.ivrId ?? null, columns.closedMessage ?? ''],
  )

const ring = async (extra: Record<string, unknown>) => {
  const response = await send('POST', '/api/v1/demo/call-simulator/inbound', {
    from: '13900002222',
    ...extra,
  })
  expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
  return response.json().data as { callId: string; heard: { text: string }[] }
}

const recordOf = async (callId: string) => {
  const [row] = await ownerQuery<{
    status: string
    result: string | null
    skill_group_id: string | null
    did: string
    callback_requested_at: Date | null
    far_end_event: string | null
  }>(
    t.store,
    `SELECT status, result, skill_group_id::text, did, callback_requested_at, far_end_event
     FROM call_records WHERE call_id = $1`,
    [callId],
  )
  return row
}

const endCall = (callId: string) =>
  ownerQuery(t.store, "UPDATE call_records SET status = 'INBOUND_NOT_ACTIVE' WHERE call_id = $1", [callId])

describe('the IVR page routes', () => {
  it('creates, lists with the skill groups, renames and deletes a flow, each change audited', async () => {
    const groups = await groupIds()
    const flow = await created('总机', twoKeys(groups['售前咨询'] ?? '', groups['售后服务'] ?? ''))
    const list = (await send('GET', FLOWS)).json().data
    // Beside the demo hotline's own flow.
    expect(list.flows).toEqual([
      expect.objectContaining({ name: '客服热线', numbers: ['4008001001'] }),
      expect.objectContaining({ id: flow.id, name: '总机', numbers: [] }),
    ])
    expect(list.skillGroups.map((group: { name: string }) => group.name).sort()).toEqual([
      '售前咨询',
      '售后服务',
    ])

    const renamed = await send('PUT', `${FLOWS}/${flow.id}`, { name: '总机二', definition: flow.definition })
    expect(renamed.json().data.name).toBe('总机二')
    expect((await send('GET', `${FLOWS}/${flow.id}`)).json().data.flow.name).toBe('总机二')

    expect((await send('DELETE', `${FLOWS}/${flow.id}`)).json().code).toBe(RESPONSE_CODES.OK)
    expect((await send('GET', `${FLOWS}/${flow.id}`)).statusCode).toBe(404)
    const audit = await ownerQuery<{ action: string; target_name: string }>(
      t.store,
      "SELECT action, target_name FROM audit_events WHERE target_type = 'ivrFlow' AND target_id = $1 ORDER BY created_at, id",
      [flow.id],
    )
    expect(audit.map((row) => row.action)).toEqual(['ivrFlow.create', 'ivrFlow.update', 'ivrFlow.delete'])
  })

  it('refuses a key leading to another tenant skill group or a missing sub-menu, saving nothing', async () => {
    const groups = await groupIds()
    const foreign = twoKeys(groups['售前咨询'] ?? '', '00000000-0000-4000-8000-000000000000')
    const refused = await send('POST', FLOWS, { name: '坏流程', definition: foreign })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('按键指向的技能组不存在')

    const base = twoKeys(groups['售前咨询'] ?? '', groups['售后服务'] ?? '')
    const [main] = base.menus
    const lost = { ...base, menus: [{ ...main, onWrongKey: { kind: 'MENU', menuId: 'nowhere' } }] }
    const english = await t.app.inject({
      method: 'POST',
      url: `${FLOWS}?locale=en-US`,
      headers: { cookie: t.admin },
      payload: { name: '坏流程', definition: lost },
    })
    expect(english.json().message).toBe('A key leads to a sub-menu that does not exist')
    const names = (await send('GET', FLOWS)).json().data.flows.map((flow: { name: string }) => flow.name)
    expect(names).not.toContain('坏流程')
  })

  it('refuses a second flow of the same name', async () => {
    const groups = await groupIds()
    const definition = twoKeys(groups['售前咨询'] ?? '', groups['售后服务'] ?? '')
    await created('同名', definition)
    const second = await send('POST', FLOWS, { name: '同名', definition })
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toBe('IVR 名称已存在')
  })

  it('refuses an agent every IVR route', async () => {
    expect((await send('GET', FLOWS, undefined, t.agent)).statusCode).toBe(403)
    expect(
      (await send('POST', FLOWS, { name: 'x', definition: twoKeys('a', 'b') }, t.agent)).statusCode,
    ).toBe(403)
  })
})

describe('a call to a number routed to an IVR', () => {
  it('reaches the second key queue when the caller presses 2, keeping what they heard', async () => {
    const groups = await groupIds()
    const flow = await created('按键路由', twoKeys(groups['售前咨询'] ?? '', groups['售后服务'] ?? ''))
    await routeHotline({ kind: 'IVR', ivrId: flow.id })

    // The tools menu's IVR tool says where the number now routes.
    expect((await send('GET', '/tools/ivr')).json().data).toContainEqual({
      number: HOTLINE,
      name: '客服热线',
      route: 'IVR',
      target: '按键路由',
    })

    const call = await ring({ did: HOTLINE, keys: '2' })
    expect(call.heard.map((line) => line.text)).toEqual(['您好，售前请按 1，售后请按 2', '（来电按 2）'])
    expect(await recordOf(call.callId)).toMatchObject({ did: HOTLINE, skill_group_id: groups['售后服务'] })
    await endCall(call.callId)

    const silent = await ring({ did: HOTLINE })
    expect((await recordOf(silent.callId))?.skill_group_id).toBe(groups['售前咨询'])
    await endCall(silent.callId)

    const refused = await send('DELETE', `${FLOWS}/${flow.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('该 IVR 正被号码使用，请先修改号码的路由')
    expect((await send('GET', FLOWS)).json().data.flows).toContainEqual(
      expect.objectContaining({ id: flow.id, numbers: [HOTLINE] }),
    )
  })

  it('outside business hours gives the closed greeting and leaves a call-back request', async () => {
    const groups = await groupIds()
    const closed: IvrDefinition = {
      ...twoKeys(groups['售前咨询'] ?? '', groups['售后服务'] ?? ''),
      // No opening hours at all: closed whenever the test runs.
      businessHours: { days: [], holidays: [], closedGreeting: '现在是下班时间', closedAction: 'CALLBACK' },
    }
    const flow = await created('下班', closed)
    await routeHotline({ kind: 'IVR', ivrId: flow.id })

    const call = await ring({ did: HOTLINE, keys: '2' })
    expect(call.heard.map((line) => line.text)).toEqual([
      '现在是下班时间',
      '已为您登记回拨，坐席空闲后将尽快给您回拨。',
    ])
    const record = await recordOf(call.callId)
    expect(record).toMatchObject({
      status: 'QUEUED',
      far_end_event: null,
      skill_group_id: groups['售前咨询'],
    })
    expect(record?.callback_requested_at).toBeInstanceOf(Date)
    await endCall(call.callId)
  })

  it('on a closed number gives its message and keeps the call as abandoned', async () => {
    await routeHotline({ kind: 'CLOSED', closedMessage: '本号码暂停服务' })
    const call = await ring({ did: HOTLINE })
    expect(call.heard.map((line) => line.text)).toEqual(['本号码暂停服务'])
    expect(await recordOf(call.callId)).toMatchObject({ status: 'INBOUND_NOT_ACTIVE', result: 'abandoned' })
  })

  it('refuses a number that is not the tenant one, and skips the IVR for a call asked into a skill group', async () => {
    const unknown = await send('POST', '/api/v1/demo/call-simulator/inbound', {
      from: '13900002222',
      did: '999000',
    })
    expect(unknown.statusCode).toBe(404)
    await routeHotline({ kind: 'CLOSED', closedMessage: '本号码暂停服务' })
    const groups = await groupIds()
    const direct = await ring({ did: HOTLINE, skillGroupId: groups['售后服务'] })
    expect(direct.heard).toEqual([])
    expect(await recordOf(direct.callId)).toMatchObject({
      status: 'QUEUED',
      skill_group_id: groups['售后服务'],
    })
    await endCall(direct.callId)
    await routeHotline({ kind: 'QUEUE' })
  })
})
