import { describe, expect, it } from 'vitest'
import { DASHBOARD_HISTORY_COUNT, RESPONSE_CODES, type PageHistoryItem } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { PAGE_HISTORY_KEPT } from './page-history-repository'

const t = useDemoApp()

const page = (n: number) => `/dzfront/portal/mzz/main/page-${n}`

const visit = (url: string, extra: Record<string, string> = {}, cookie = t.admin) =>
  t.app.inject({
    method: 'POST',
    url: '/report/api/v1/portal/history',
    headers: { cookie },
    payload: {
      title: `Page ${url.split('-').pop()}`,
      url,
      pageCode: 'page',
      resourceCode: '["main"]',
      ...extra,
    },
  })

const history = async (query = '', cookie = t.admin): Promise<PageHistoryItem[]> =>
  (
    await t.app.inject({ method: 'GET', url: `/report/api/v1/portal/history${query}`, headers: { cookie } })
  ).json().data

describe('the page history', () => {
  it('starts empty', async () => {
    expect(await history()).toEqual([])
  })

  it('lists the latest distinct pages newest first, 8 by default', async () => {
    for (let n = 1; n <= 10; n += 1) expect((await visit(page(n))).json().code).toBe(RESPONSE_CODES.OK)
    await visit(page(3))
    const listed = await history()
    expect(listed).toHaveLength(DASHBOARD_HISTORY_COUNT)
    expect(listed.map((item) => item.url)).toEqual([3, 10, 9, 8, 7, 6, 5, 4].map(page))
    expect(listed[0]).toMatchObject({ title: 'Page 3', pageCode: 'page', resourceCode: ['main'] })
    expect(await history('?pageSize=20')).toHaveLength(10)
  })

  it('reads a resourceCode that is not a JSON list of codes as none', async () => {
    await visit(page(11), { resourceCode: '{not json' })
    await visit(page(12), { resourceCode: '{"a":1}' })
    const [newest, next] = await history()
    expect(newest?.resourceCode).toEqual([])
    expect(next?.resourceCode).toEqual([])
  })

  it('refuses a page outside the portal and a missing title', async () => {
    for (const url of ['https://evil.example/', 'javascript:alert(1)', '//evil.example/x'])
      expect((await visit(url)).statusCode).toBe(400)
    expect((await visit(page(1), { title: ' ' })).statusCode).toBe(400)
  })

  it('is each user own', async () => {
    expect(await history('', t.agent)).toEqual([])
  })

  it(`keeps only the latest ${PAGE_HISTORY_KEPT} pages of a user`, async () => {
    for (let n = 100; n < 100 + PAGE_HISTORY_KEPT + 5; n += 1) await visit(page(n))
    const [kept] = await ownerQuery<{ n: number; oldest: string }>(
      t.store,
      `SELECT count(*)::int AS n, min(url) AS oldest FROM page_visits v JOIN staff_accounts a ON a.id = v.account_id
       WHERE a.email = 'admin@demo.com'`,
    )
    expect(kept).toEqual({ n: PAGE_HISTORY_KEPT, oldest: page(105) })
  })
})
