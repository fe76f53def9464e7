import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BADGE_CAP,
  MESSAGE_TYPES,
  RESPONSE_CODES,
  STORED_MESSAGE_TYPES,
  type NewsMessage,
} from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { loginAs } from '../../../test/login-helpers'
import { idsOf, messageClient, unreadOf, type MessageClient } from './message-test-kit'

let t: TestApp
let adminCookie: string
let admin: MessageClient
let agent: MessageClient
let noticeTypeId: string
beforeAll(async () => {
  t = await startTestApp()
  adminCookie = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
  admin = messageClient(t.app, adminCookie)
  agent = messageClient(t.app, await loginAs(t.app, 'agent01', 'Agent@2026'))
  noticeTypeId = (await admin.noticeTypes())[0]?.id ?? ''
})
afterAll(() => t.close())

describe('the message list', () => {
  it('answers a page kept in memory as it answered it fresh: the same envelope, JSON, compressed when asked', async () => {
    const read = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/message/query?pageSize=30',
        headers: { cookie: adminCookie, 'accept-encoding': encoding },
      })
    const fresh = await read('identity')
    const kept = await read('identity')
    const compressed = await read('gzip')
    expect(fresh.json().code).toBe(RESPONSE_CODES.OK)
    expect(fresh.json().data.list).toHaveLength(30)
    expect(kept.body).toBe(fresh.body)
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(compressed.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(fresh.body)
  })

  it('pages with its cursor without repeating or skipping while new messages are published', async () => {
    const before = idsOf((await admin.list()).list)
    expect(before.length).toBeGreaterThan(40)
    const seen: number[] = []
    let cursor = ''
    for (let page = 0; page < 20; page += 1) {
      const result = await admin.list(`pageSize=7${cursor}`)
      seen.push(...idsOf(result.list))
      const published = await admin.publish({ title: `分页期间发布 ${page}`, noticeTypeId })
      expect(published.json().code).toBe(10000)
      if (!result.hasMore) break
      cursor = `&maxId=${result.maxId}&maxEffectiveStartDate=${encodeURIComponent(result.maxEffectiveStartDate ?? '')}`
    }
    expect(seen).toEqual(before)
    const after = (await admin.list()).list
    expect(after[0]?.title).toMatch(/^分页期间发布/)
  })

  it('shows each item with its tenant-local day and time, and its attachments', async () => {
    const { list } = await admin.list('keyword=三个附件')
    expect(list).toHaveLength(1)
    const [item] = list as [NewsMessage]
    expect(item.messageAttatchments.map((file) => file.fileName).sort()).toEqual(
      ['质检规则.txt', '评分表.csv', '说明.md'].sort(),
    )
    expect(item.day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(item.time).toMatch(/^\d{2}:\d{2}$/)
    const shanghai = new Date(new Date(item.effectiveStartTime).getTime() + 8 * 3600_000).toISOString()
    expect(`${item.day}T${item.time}`).toBe(shanghai.slice(0, 16))
    const qr = (await admin.list('keyword=扫码登录')).list[0]
    expect(qr).toMatchObject({ subType: 610, extendContent: '{"productId":"robot-001"}' })
  })

  it('filters by keyword, read state, favourites, type and notice type, in agreement with the unread counts', async () => {
    const counts = await admin.counts()
    expect(counts[0]?.messageType).toBe(MESSAGE_TYPES.all)
    for (const { messageType, unReadCount } of counts) {
      const unread = await admin.list(`messageType=${messageType}&isRead=0`)
      expect(unread.list.length, `type ${messageType}`).toBe(unReadCount)
      expect(unread.list.every((item) => !item.isRead)).toBe(true)
    }
    const read = (await admin.list('isRead=1')).list
    expect(read.length).toBeGreaterThan(0)
    expect(read.every((item) => item.isRead)).toBe(true)
    const favourites = (await admin.list(`messageType=${MESSAGE_TYPES.favourites}`)).list
    expect(favourites.length).toBeGreaterThan(0)
    expect(idsOf((await admin.list('isCollection=1')).list)).toEqual(idsOf(favourites))
    const keyword = (await admin.list('keyword=值班')).list
    expect(keyword.length).toBeGreaterThan(0)
    expect(keyword.every((item) => `${item.title}${item.content}`.includes('值班'))).toBe(true)
    const byNoticeType = (await admin.list(`messageType=3&noticeTypeId=${noticeTypeId}`)).list
    expect(byNoticeType.length).toBeGreaterThan(0)
    expect(byNoticeType.every((item) => item.noticeTypeId === noticeTypeId && item.messageType === 3)).toBe(
      true,
    )
    expect((await admin.list('keyword=%25_')).list).toHaveLength(0)
  })

  it('marks one read and unread, stars it, and marks a whole category read, for this user only', async () => {
    const [item] = (await agent.list(`messageType=${MESSAGE_TYPES.workOrder}&isRead=0`)).list
    if (!item) throw new Error('agent01 has an unread work-order message')
    const before = await agent.counts()
    const adminBefore = await admin.counts()
    expect((await agent.call('PUT', `/api/v1/message/read/${item.id}`, { isRead: true })).json().code).toBe(
      10000,
    )
    const afterRead = await agent.counts()
    expect(unreadOf(afterRead, 0)).toBe(unreadOf(before, 0) - 1)
    expect(unreadOf(afterRead, 1)).toBe(unreadOf(before, 1) - 1)
    expect((await agent.detail(item.id)).json().data.isRead).toBe(true)
    await agent.call('PUT', `/api/v1/message/read/${item.id}`, { isRead: false })
    expect(await agent.counts()).toEqual(before)

    await agent.call('PUT', `/api/v1/message/collection/${item.id}`, { isCollection: true })
    expect(idsOf((await agent.list(`messageType=${MESSAGE_TYPES.favourites}`)).list)).toContain(item.id)
    expect((await admin.detail(item.id)).json().data.isCollection).toBe(false)
    await agent.call('PUT', `/api/v1/message/collection/${item.id}`, { isCollection: false })
    expect(idsOf((await agent.list(`messageType=${MESSAGE_TYPES.favourites}`)).list)).not.toContain(item.id)

    await agent.call('PUT', '/api/v1/message/all/read', { messageType: MESSAGE_TYPES.workOrder })
    const afterAll = await agent.counts()
    expect(unreadOf(afterAll, 1)).toBe(0)
    expect(unreadOf(afterAll, 0)).toBe(unreadOf(before, 0) - unreadOf(before, 1))
    expect(await admin.counts()).toEqual(adminBefore)
  })

  it('refuses an id beyond what the database holds as a bad request, not a server error', async () => {
    expect((await admin.detail(2_147_483_648)).statusCode).toBe(400)
    expect((await admin.call('PUT', '/api/v1/message/read/3000000000', { isRead: true })).statusCode).toBe(
      400,
    )
    expect((await admin.detail(2_147_483_647)).statusCode).toBe(404)
  })

  it('refuses a cursor time whose UTC offset no place keeps, or beyond the year 9999, as a bad request in the caller’s language', async () => {
    const cursor = (time: string, locale = 'zh-CN') =>
      admin.call(
        'GET',
        `/api/v1/message/query?maxId=5&maxEffectiveStartDate=${encodeURIComponent(time)}&locale=${locale}`,
      )
    for (const time of ['2026-05-06T05:11:38+16:00', '2026-05-06T05:11:38-14:30']) {
      const refused = await cursor(time)
      expect(refused.statusCode, time).toBe(400)
      expect(refused.json()).toEqual({
        code: RESPONSE_CODES.FAILURE,
        message: '时间的时区偏移超出范围（最多 ±14:00）',
        data: null,
      })
    }
    expect((await cursor('2026-05-06T05:11:38+16:00', 'en-US')).json().message).toMatch(/UTC offset/)
    expect((await cursor('2026-05-06T05:11:38+14:00')).statusCode).toBe(200)
    for (const time of ['0000-01-01T00:00:00Z', '9999-12-31T23:00:00-14:00'])
      expect((await cursor(time)).json(), time).toMatchObject({
        code: RESPONSE_CODES.FAILURE,
        message: '请求参数错误',
      })
  })

  it('reads a cursor time with an offset as the same instant in UTC', async () => {
    const [first, second] = (await admin.list('pageSize=2')).list
    if (!first || !second) throw new Error('admin has two messages')
    const [, wholeSeconds = '', fraction = ''] = /^(.{19})(\.\d+)?Z$/.exec(first.effectiveStartTime) ?? []
    const shanghai = new Date(Date.parse(`${wholeSeconds}Z`) + 8 * 3600_000).toISOString().slice(0, 19)
    const cursor = `maxId=${first.id}&maxEffectiveStartDate=${encodeURIComponent(`${shanghai}${fraction}+08:00`)}`
    expect((await admin.list(`pageSize=1&${cursor}`)).list[0]?.id).toBe(second.id)
  })

  it('never shows a user a category their codes lack: not in the list, counts, detail, read or remind', async () => {
    const mail = (await admin.list(`messageType=${MESSAGE_TYPES.mail}`)).list
    expect(mail.length).toBeGreaterThan(0)
    const counts = await agent.counts()
    expect(counts.map((count) => count.messageType)).not.toContain(MESSAGE_TYPES.mail)
    expect(counts.map((count) => count.messageType)).toEqual(
      expect.arrayContaining([0, ...STORED_MESSAGE_TYPES.filter((type) => type !== MESSAGE_TYPES.mail), 10]),
    )
    expect((await agent.list(`messageType=${MESSAGE_TYPES.mail}`)).list).toHaveLength(0)
    expect((await agent.list()).list.some((item) => item.messageType === MESSAGE_TYPES.mail)).toBe(false)
    for (const item of mail) {
      expect((await agent.detail(item.id)).statusCode).toBe(404)
      expect((await agent.call('PUT', `/api/v1/message/read/${item.id}`, { isRead: true })).statusCode).toBe(
        404,
      )
    }
    expect((await agent.remind(0)).messages.some((item) => item.messageType === MESSAGE_TYPES.mail)).toBe(
      false,
    )
  })

  it('addresses messages to a role or one account, and hides them from everyone else', async () => {
    const roles = (await admin.call('GET', '/api/v1/enterpriseNotice/roles')).json().data as {
      id: string
      name: string
    }[]
    const agentRole = roles.find((role) => role.name === '坐席')
    const published = await admin.publish({
      title: '仅坐席可见',
      noticeTypeId,
      audience: { kind: 'roles', roleIds: [agentRole?.id ?? ''] },
    })
    const { id } = published.json().data as { id: number }
    expect(published.json().data.audience).toEqual({
      kind: 'roles',
      roles: [{ id: agentRole?.id, name: '坐席' }],
    })
    expect((await agent.detail(id)).statusCode).toBe(200)
    expect((await admin.detail(id)).statusCode).toBe(404)
    const agentSees = new Set(idsOf((await agent.list()).list))
    const adminOnly = (await admin.list()).list.filter((item) => !agentSees.has(item.id))
    expect(adminOnly.length).toBeGreaterThan(0)
    for (const item of adminOnly.slice(0, 3)) expect((await agent.detail(item.id)).statusCode).toBe(404)
  })

  it('reminds of what was delivered after the cursor, oldest first, with the unread total', async () => {
    const start = await agent.remind()
    expect(start.messages).toEqual([])
    expect(start.unreadTotal).toBe(unreadOf(await agent.counts(), 0))
    await admin.publish({ title: '提醒一', noticeTypeId })
    await admin.publish({ title: '提醒二', noticeTypeId })
    const next = await agent.remind(start.cursor)
    expect(next.messages.map((item) => item.title)).toEqual(['提醒一', '提醒二'])
    expect(next.cursor).toBeGreaterThan(start.cursor)
    expect(next.unreadTotal).toBe(start.unreadTotal + 2)
    expect((await agent.remind(next.cursor)).messages).toEqual([])
  })

  it('counts the unread total of the bell only up to one past the badge cap', async () => {
    const unread = unreadOf(await admin.counts(), 0)
    for (let index = unread; index <= BADGE_CAP + 1; index += 1)
      await admin.publish({ title: `徽标上限 ${index}`, noticeTypeId })
    expect(unreadOf(await admin.counts(), 0)).toBeGreaterThan(BADGE_CAP + 1)
    expect((await admin.remind()).unreadTotal).toBe(BADGE_CAP + 1)
  })

  it('gives every demo user something unread', async () => {
    expect(unreadOf(await admin.counts(), 0)).toBeGreaterThan(0)
    expect(unreadOf(await agent.counts(), 0)).toBeGreaterThan(0)
  })
})
