import { describe, expect, it } from 'vitest'
import { maskPhone, type KnowledgeSearchHit } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'

// Beside the call, on the demo tenant's seeded articles: the desk's suggestions and the send to a customer.
const t = useDemoApp(['agent'])

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: t.agent }, ...(payload ? { payload } : {}) })

const firstHit = async (keyword: string) =>
  (
    (await call('GET', `/api/v1/kmp/search?keyword=${encodeURIComponent(keyword)}`)).json().data
      .items as KnowledgeSearchHit[]
  )[0]

describe('knowledge beside the call', () => {
  it("suggests articles by the call's queue, the customer's tags and the note's words", async () => {
    const suggest = async (query: string) =>
      (await call('GET', `/api/v1/kmp/suggestions?${query}`)).json().data as {
        title: string
        reasons: string[]
      }[]
    const byQueue = await suggest(
      `skillGroupId=${(await ownerQuery<{ id: string }>(t.store, `SELECT id FROM skill_groups WHERE name = '售后服务' LIMIT 1`))[0]?.id}`,
    )
    expect(byQueue.map((hit) => hit.title).sort()).toEqual([
      'Broadband troubleshooting guide',
      '宽带报修流程',
    ])
    expect(byQueue[0]?.reasons).toEqual(['queue'])
    const byNote = await suggest(`note=${encodeURIComponent('客户说家里宽带断网了')}`)
    expect(byNote[0]).toMatchObject({ title: '宽带报修流程', reasons: ['note'] })
    const [gold] = await ownerQuery<{ id: string }>(
      t.store,
      `SELECT id FROM customers WHERE 'VIP' = ANY (tags) LIMIT 1`,
    )
    const byCustomer = await suggest(`customerId=${gold?.id}`)
    expect(byCustomer.find((hit) => hit.title === '金牌会员专属服务')?.reasons).toEqual(['customerTags'])
    expect(await suggest('note=%E7%9A%84')).toEqual([])
    expect(await suggest('')).toEqual([])
  })

  it('suggests articles by what the caller chose in the IVR', async () => {
    const hotline = '4008001001'
    const [{ route } = { route: null }] = await ownerQuery<{ route: object }>(
      t.store,
      `SELECT jsonb_build_object('kind', route_kind, 'ivr', ivr_id) AS route FROM did_numbers WHERE number = $1`,
      [hotline],
    )
    const queue = { kind: 'QUEUE', skillGroupId: 'x' }
    const [flow] = await ownerQuery<{ id: string }>(
      t.store,
      `WITH demo AS (SELECT id FROM tenants WHERE code = 'demo'),
            presales AS (SELECT g.id FROM skill_groups g, demo WHERE g.tenant_id = demo.id AND g.name = '售前咨询')
       INSERT INTO ivr_flows (tenant_id, name, definition)
       SELECT demo.id, '按菜单', replace($1, '"x"', to_jsonb(presales.id::text)::text)::jsonb FROM demo, presales
       RETURNING id`,
      [
        JSON.stringify({
          menus: [
            {
              id: 'main',
              name: '主菜单',
              greeting: '业务办理请按 3',
              recordingFileId: null,
              timeoutSeconds: 5,
              keys: [{ key: '3', action: { kind: 'MENU', menuId: 'broadband' } }],
              onTimeout: queue,
              onWrongKey: queue,
            },
            {
              id: 'broadband',
              name: '宽带报修',
              greeting: '人工服务请按 1',
              recordingFileId: null,
              timeoutSeconds: 5,
              keys: [{ key: '1', action: queue }],
              onTimeout: queue,
              onWrongKey: queue,
            },
          ],
          businessHours: null,
        }),
      ],
    )
    await ownerQuery(t.store, `UPDATE did_numbers SET route_kind = 'IVR', ivr_id = $2 WHERE number = $1`, [
      hotline,
      flow?.id,
    ])
    const rung = await call('POST', '/api/v1/demo/call-simulator/inbound', {
      from: '13900003333',
      did: hotline,
      keys: '31',
    })
    const [record] = await ownerQuery<{ id: string; ivr_choice: string }>(
      t.store,
      'SELECT id, ivr_choice FROM call_records WHERE call_id = $1',
      [rung.json().data.callId],
    )
    expect(record?.ivr_choice).toBe('宽带报修')
    const suggested = (await call('GET', `/api/v1/kmp/suggestions?callRecordId=${record?.id}`)).json()
      .data as {
      title: string
      reasons: string[]
    }[]
    expect(suggested.find((hit) => hit.title === '宽带报修流程')?.reasons).toContain('ivr')
    await ownerQuery(t.store, "UPDATE call_records SET status = 'INBOUND_NOT_ACTIVE' WHERE id = $1", [
      record?.id,
    ])
    await ownerQuery(
      t.store,
      `UPDATE did_numbers SET route_kind = $2::jsonb ->> 'kind', ivr_id = ($2::jsonb ->> 'ivr')::uuid WHERE number = $1`,
      [hotline, JSON.stringify(route)],
    )
  })

  it('sends an article by SMS through the single SMS, within the sending limits', async () => {
    const article = await firstHit('宽带报修')
    const send = () =>
      call('POST', `/api/v1/kmp/articles/${article?.id}/send`, { channel: 'sms', to: '13900001111' })
    const sent = await send()
    expect(sent.json().data).toMatchObject({ channel: 'sms', smsIds: [expect.any(String)] })
    expect(sent.json().data.text).toMatch(/^【宽带报修流程】客户反映家里宽带无法上网时/)
    const [row] = await ownerQuery<{ body: string; purpose: string }>(
      t.store,
      'SELECT body, purpose FROM sms_messages WHERE id = $1',
      [sent.json().data.smsIds[0]],
    )
    expect(row).toMatchObject({ purpose: 'single', body: sent.json().data.text })
    await ownerQuery(
      t.store,
      `UPDATE tenants SET send_limits = '{"smsPerMemberPerDay": 1}' WHERE code = 'demo'`,
    )
    const refused = await send()
    expect(refused.statusCode).toBe(429)
    await ownerQuery(t.store, `UPDATE tenants SET send_limits = '{}' WHERE code = 'demo'`)
    const badNumber = await call('POST', `/api/v1/kmp/articles/${article?.id}/send`, {
      channel: 'sms',
      to: '139a',
    })
    expect(badNumber.json().message).toBe('手机号格式错误')
  })

  it("sends an article by SMS to an unknown caller of the agent's own call, their number kept masked", async () => {
    const article = await firstHit('宽带报修')
    const callOf = async (employee: string) =>
      (
        await ownerQuery<{ id: string }>(
          t.store,
          `INSERT INTO call_records (tenant_id, call_id, call_type, status, phone, agent_account_id)
           SELECT m.tenant_id, gen_random_uuid()::text, 'INBOUND', 'INBOUND_NOT_ACTIVE', '13955556666', a.id
           FROM staff_accounts a JOIN tenant_members m ON m.account_id = a.id
           JOIN tenants t ON t.id = m.tenant_id AND t.code = 'demo'
           WHERE a.employee_no = $1 OR a.email = $1 RETURNING id`,
          [employee],
        )
      )[0]?.id
    const sendTo = (callRecordId: string | undefined) =>
      call('POST', `/api/v1/kmp/articles/${article?.id}/send`, { channel: 'sms', callRecordId })
    const sentCount = async () =>
      (
        await ownerQuery<{ n: number }>(
          t.store,
          "SELECT count(*)::int AS n FROM sms_messages WHERE recipient = '13955556666'",
        )
      )[0]?.n

    const theirs = await sendTo(await callOf('admin@demo.com'))
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().message).toBe('该通话不存在或不是您的通话')
    expect(await sentCount()).toBe(0)

    const own = await callOf('agent01')
    const sent = await sendTo(own)
    expect(sent.json().data).toMatchObject({ channel: 'sms', smsIds: [expect.any(String)] })
    const [row] = await ownerQuery<{ recipient: string; call_record_id: string }>(
      t.store,
      'SELECT recipient, call_record_id FROM sms_messages WHERE id = $1',
      [sent.json().data.smsIds[0]],
    )
    expect(row).toEqual({ recipient: '13955556666', call_record_id: own })
    const listed = (await call('GET', '/crm/api/v1/sms/sent')).json().data as { id: string; to: string }[]
    expect(listed.find((sms) => sms.id === sent.json().data.smsIds[0])?.to).toBe(maskPhone('13955556666'))
    expect(listed.some((sms) => sms.to.includes('13955556666'))).toBe(false)
  })

  it('sends an article by e-mail through the e-mail sender', async () => {
    const article = await firstHit('broadband')
    const sent = await call('POST', `/api/v1/kmp/articles/${article?.id}/send`, {
      channel: 'email',
      to: 'customer@example.com',
    })
    expect(sent.json().data).toMatchObject({ channel: 'email', mailId: expect.any(String) })
    const outbox = (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=customer@example.com' })).json()
      .data
    expect(outbox[0]).toMatchObject({ channel: 'email' })
  })
})
