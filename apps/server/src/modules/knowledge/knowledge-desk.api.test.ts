import { describe, expect, it } from 'vitest'
import type { KnowledgeSearchHit } from '@portal/contract'
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
