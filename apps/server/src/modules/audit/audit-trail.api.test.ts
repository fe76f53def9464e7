import { beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type AuditEvent, type AuditPage } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { postLogin } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'

const t = useDemoApp()

const list = async (query: Record<string, string | number> = {}, cookie = t.admin): Promise<AuditPage> => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  )
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/portal/audit/list?${search}`,
    headers: { cookie },
  })
  expect(response.json().code).toBe(RESPONSE_CODES.OK)
  return response.json().data
}

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: t.admin, 'user-agent': CHROME }, payload })

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** Every audit row as stored, of every tenant, as text. */
const everyRowText = async () => JSON.stringify(await ownerQuery(t.store, 'SELECT * FROM audit_events'))

const bannerImage = async () =>
  (
    await ownerQuery<{ id: string }>(
      t.store,
      `INSERT INTO files (tenant_id, business_id, purpose, file_name, content_type, size, data)
       SELECT id, gen_random_uuid(), 'banner', 'x.png', 'image/png', 1, '\\x00' FROM tenants WHERE code = 'demo'
       RETURNING id`,
    )
  )[0]?.id ?? ''

let bannerId = ''
let announcementId = 0
beforeAll(async () => {
  const fileRelationId = await bannerImage()
  const created = await call('POST', '/api/v1/portal/banner', {
    fileRelationId,
    link: 'https://example.com/old',
    openType: 1,
    sort: 4,
  })
  bannerId = created.json().data.id
  await call('PUT', `/api/v1/portal/banner/${bannerId}`, {
    fileRelationId,
    link: 'https://example.com/new',
    openType: 2,
    sort: 4,
  })
  expect((await call('DELETE', `/api/v1/portal/banner/${bannerId}`)).json().code).toBe(RESPONSE_CODES.OK)
  const [noticeType] = await ownerQuery<{ id: string }>(
    t.store,
    `SELECT nt.id FROM notice_types nt JOIN tenants te ON te.id = nt.tenant_id WHERE te.code = 'demo' LIMIT 1`,
  )
  const published = await call('POST', '/api/v1/enterpriseNotice', {
    title: '审计公告',
    content: '<p>审计</p>',
    noticeTypeId: noticeType?.id,
    noticeLevel: 2,
    audience: { kind: 'tenant' },
  })
  announcementId = published.json().data.id
  await call('DELETE', `/api/v1/enterpriseNotice/${announcementId}`)
})

const only = (page: AuditPage, action: string) => page.list.filter((row) => row.action === action)

describe('the audit trail', () => {
  it('records a banner created, changed and deleted with its values before and after, kept after deletion', async () => {
    const page = await list({ targetType: 'banner', target: bannerId })
    expect(page.list.map((row) => row.action)).toEqual(['banner.delete', 'banner.update', 'banner.create'])
    const [deleted, updated, created] = page.list as [AuditEvent, AuditEvent, AuditEvent]
    expect(created).toMatchObject({ before: null, after: { link: 'https://example.com/old', openType: 1 } })
    expect(updated).toMatchObject({
      before: { link: 'https://example.com/old', openType: 1, sort: 4 },
      after: { link: 'https://example.com/new', openType: 2, sort: 4 },
      actorName: expect.any(String),
      userAgent: 'Chrome 131 / Linux',
      targetName: 'https://example.com/new',
    })
    expect(deleted).toMatchObject({ before: { link: 'https://example.com/new' }, after: null })
    expect(updated.actorAccountId).toEqual(expect.any(String))
    expect(updated.ip).toEqual(expect.any(String))
    expect((await ownerQuery(t.store, 'SELECT 1 FROM banners WHERE id = $1', [bannerId])).length).toBe(0)
  })

  it('records an announcement published and withdrawn', async () => {
    const page = await list({ targetType: 'announcement', target: String(announcementId) })
    expect(page.list.map((row) => row.action)).toEqual(['announcement.withdraw', 'announcement.publish'])
    expect(page.list[1]).toMatchObject({
      targetName: '审计公告',
      before: null,
      after: { title: '审计公告', noticeLevel: 2, audience: 'tenant', withdrawn: false },
    })
    expect(page.list[0]).toMatchObject({ before: { withdrawn: false }, after: { withdrawn: true } })
  })

  it('records an unlock with the failures it cleared, and no password text anywhere', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) await postLogin(t.app, 'newbie@demo.com', 'Wrong#Pass77')
    expect((await call('POST', '/user/admin/unlock', { account: 'newbie@demo.com' })).statusCode).toBe(200)
    const [row] = (await list({ action: 'staff.unlock' })).list
    expect(row).toMatchObject({
      targetType: 'staff',
      targetName: 'newbie@demo.com',
      before: { failures: 2 },
      after: { failures: 0, lockedUntil: null },
    })
    const stored = await everyRowText()
    for (const password of ['Wrong#Pass77', 'Admin@2026', 'Newbie@2026', 'Agent@2026']) {
      expect(stored).not.toContain(password)
    }
  })

  it('filters by action, actor, time and keyword, and pages newest first', async () => {
    const all = await list({ pageSize: 100 })
    expect(all.total).toBeGreaterThanOrEqual(6)
    const times = all.list.map((row) => row.createdAt)
    expect([...times].sort().reverse()).toEqual(times)

    expect(only(await list({ action: 'banner.update' }), 'banner.update')).toHaveLength(
      (await list({ action: 'banner.update' })).total,
    )
    expect(
      (await list({ action: 'banner.update' })).list.every((row) => row.action === 'banner.update'),
    ).toBe(true)
    const actorId = all.list[0]?.actorAccountId ?? ''
    expect((await list({ actor: actorId })).total).toBe(all.total)
    expect((await list({ actor: all.list[0]?.actorName.slice(0, 2) ?? '' })).total).toBe(all.total)
    expect((await list({ actor: 'nobody-by-this-name' })).total).toBe(0)

    expect((await list({ keyword: 'example.com/new' })).list.map((row) => row.action).sort()).toEqual([
      'banner.delete',
      'banner.update',
    ])
    expect((await list({ from: '2999-01-01T00:00:00Z' })).total).toBe(0)
    expect((await list({ to: '2000-01-01T00:00:00Z' })).total).toBe(0)
    expect((await list({ from: '2000-01-01T00:00:00Z', to: '2999-01-01T00:00:00+08:00' })).total).toBe(
      all.total,
    )

    const second = await list({ page: 2, pageSize: 2 })
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total })
    expect(second.list.map((row) => row.id)).toEqual(all.list.slice(2, 4).map((row) => row.id))
    expect(await list({ page: 1000, pageSize: 50 })).toMatchObject({ list: [], total: all.total })
  })

  it("never shows Demo Co.'s administrator Second Co.'s entries", async () => {
    await ownerQuery(
      t.store,
      `INSERT INTO audit_events (tenant_id, actor_name, action, target_type, target_name, after_values)
       SELECT id, '第二公司管理员', 'role.secondOnly', 'role', 'second-co-role', '{"name":"second-co-role"}'
       FROM tenants WHERE code = 'second'`,
    )
    expect((await list({ keyword: 'second-co-role' })).total).toBe(0)
    expect((await list({ action: 'role.secondOnly' })).total).toBe(0)
    expect(JSON.stringify((await list({ pageSize: 100 })).list)).not.toContain('second-co-role')
    const facets = await t.app.inject({
      method: 'GET',
      url: '/api/v1/portal/audit/facets',
      headers: { cookie: t.admin },
    })
    expect(facets.json().data.actions).toEqual(
      expect.arrayContaining(['banner.create', 'announcement.publish', 'staff.unlock']),
    )
    expect(facets.json().data.actions).not.toContain('role.secondOnly')
  })

  it('is refused to an agent', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/portal/audit/list',
      headers: { cookie: t.agent },
    })
    expect(response.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
  })
})
