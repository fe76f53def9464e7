import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import { MESSAGE_TYPES, RESPONSE_CODES, SHOW_TYPES, type Announcement } from '@portal/contract'
import { serviceUnavailable } from '../../lib/app-error'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'
import { idsOf, messageClient, type MessageClient } from './message-test-kit'

let t: TestApp
let adminCookie: string
let agentCookie: string
let admin: MessageClient
let agent: MessageClient
let multi: MessageClient
let noticeTypeId: string
beforeAll(async () => {
  t = await startTestApp()
  adminCookie = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
  agentCookie = await loginAs(t.app, 'agent01', 'Agent@2026')
  admin = messageClient(t.app, adminCookie)
  agent = messageClient(t.app, agentCookie)
  const [second] = await ownerQuery<{ id: string }>(t.store, "SELECT id FROM tenants WHERE code = 'second'")
  multi = messageClient(t.app, await loginAs(t.app, 'multi@demo.com', 'Multi@2026', second?.id))
  noticeTypeId = (await admin.noticeTypes())[0]?.id ?? ''
})
afterAll(() => t.close())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const titlesOf = async (client: MessageClient) => (await client.list()).list.map((item) => item.title)

describe('enterprise announcements', () => {
  it('lists the default notice types in the caller language', async () => {
    expect((await admin.noticeTypes()).map((type) => type.name)).toEqual(['通知', '公告', '制度', '活动'])
    const english = await admin.call('GET', '/api/v1/enterpriseNotice/type?locale=en-US')
    expect(english.json().data.map((type: { name: string }) => type.name)).toEqual([
      'Notice',
      'Announcement',
      'Policy',
      'Event',
    ])
  })

  it('appear only once their effective time has come', async () => {
    const at = new Date(Date.now() + 1500).toISOString()
    const published = await admin.publish({ title: '定时公告', noticeTypeId, effectiveStartTime: at })
    const announcement = published.json().data as Announcement
    expect(announcement).toMatchObject({
      title: '定时公告',
      isDelivered: false,
      audience: { kind: 'tenant' },
    })
    expect(await titlesOf(agent)).not.toContain('定时公告')
    expect((await agent.detail(announcement.id)).statusCode).toBe(404)
    await sleep(3000)
    expect(await titlesOf(agent)).toContain('定时公告')
    const listed = (await admin.call('GET', '/api/v1/enterpriseNotice/list')).json().data as Announcement[]
    expect(listed.find((item) => item.id === announcement.id)?.isDelivered).toBe(true)
  })

  it('disappear everywhere when withdrawn', async () => {
    const { id } = (await admin.publish({ title: '将被撤回', noticeTypeId })).json().data as Announcement
    expect((await agent.detail(id)).statusCode).toBe(200)
    expect((await admin.call('DELETE', `/api/v1/enterpriseNotice/${id}`)).json().code).toBe(RESPONSE_CODES.OK)
    expect((await agent.detail(id)).statusCode).toBe(404)
    expect(idsOf((await agent.list()).list)).not.toContain(id)
    const listed = (await admin.call('GET', '/api/v1/enterpriseNotice/list')).json().data as Announcement[]
    expect(listed.map((item) => item.id)).not.toContain(id)
    expect((await admin.call('DELETE', `/api/v1/enterpriseNotice/${id}`)).statusCode).toBe(404)
  })

  it('are managed only by holders of the announcements code, within their own tenant', async () => {
    expect((await agent.publish({ title: '越权', noticeTypeId })).statusCode).toBe(403)
    expect((await agent.call('GET', '/api/v1/enterpriseNotice/list')).statusCode).toBe(403)
    const [secondType] = await ownerQuery<{ id: string }>(
      t.store,
      "SELECT n.id FROM notice_types n JOIN tenants t ON t.id = n.tenant_id WHERE t.code = 'second' LIMIT 1",
    )
    const foreign = await admin.publish({ title: '别家的类型', noticeTypeId: secondType?.id ?? '' })
    expect(foreign.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: '请选择公告类型' })
  })
})

describe('publishing when the delivery fails', () => {
  // app.deliverMessages is decorated inside the encapsulated messages module, where the test cannot reach it
  // (replacing it on t.app changes nothing the route sees); the push it ends with is shared by the whole app.
  it('answers the saved announcement once, leaving its delivery to the sweep', async () => {
    const { pushBus } = t.app
    const publish = pushBus.publish
    pushBus.publish = () => Promise.reject(serviceUnavailable(new Error('x')))
    try {
      const published = await admin.publish({ title: '投递失败也已保存', noticeTypeId })
      expect(published.statusCode).toBe(200)
      expect(published.json()).toMatchObject({
        code: RESPONSE_CODES.OK,
        data: { title: '投递失败也已保存' },
      })
    } finally {
      pushBus.publish = publish
    }
    const listed = (await admin.call('GET', '/api/v1/enterpriseNotice/list')).json().data as Announcement[]
    expect(listed.filter((item) => item.title === '投递失败也已保存')).toHaveLength(1)
  })
})

describe('system announcements from the operator', () => {
  const announce = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/operator/api/v1/system-announcement',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: '平台公告：全体租户', content: '<p>你好</p>', noticeLevel: 2, showType: 1 },
    })

  it('refuse a wrong or missing token', async () => {
    expect((await announce('not-the-token')).statusCode).toBe(401)
    const missing = await t.app.inject({
      method: 'POST',
      url: '/operator/api/v1/system-announcement',
      payload: {},
    })
    expect(missing.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    expect(await titlesOf(agent)).not.toContain('平台公告：全体租户')
  })

  it('reach every tenant with the operator token', async () => {
    const [{ n } = { n: 0 }] = await ownerQuery<{ n: number }>(
      t.store,
      'SELECT count(*)::int AS n FROM tenants',
    )
    const response = await announce(t.app.operatorToken)
    expect(response.json().data).toEqual({ tenants: n })
    for (const client of [admin, agent, multi]) {
      const [item] = (await client.list('keyword=全体租户')).list
      expect(item).toMatchObject({
        messageType: MESSAGE_TYPES.systemAnnouncement,
        noticeLevel: 2,
        showType: SHOW_TYPES.warningBar,
      })
    }
  })
})

describe('the NEWS push', () => {
  const openSocket = (cookie: string) =>
    t.app.injectWS('/ws?locale=zh-CN', {
      headers: { cookie, origin: 'http://localhost', host: 'localhost' },
      socket: {} as never,
    })
  const framesOf = (socket: WebSocket) => {
    const frames: unknown[] = []
    socket.on('message', (data) => frames.push(JSON.parse(String(data))))
    return frames
  }

  it('reaches the sockets of addressed users only, with the cursor the remind call continues from', async () => {
    const agentSocket = await openSocket(agentCookie)
    const adminSocket = await openSocket(adminCookie)
    const agentFrames = framesOf(agentSocket)
    const adminFrames = framesOf(adminSocket)
    const { cursor } = await agent.remind()
    const roles = (await admin.call('GET', '/api/v1/enterpriseNotice/roles')).json().data as {
      id: string
      name: string
    }[]
    const agentRole = roles.find((role) => role.name === '坐席')?.id ?? ''
    await admin.publish({
      title: '推送给坐席',
      noticeTypeId,
      audience: { kind: 'roles', roleIds: [agentRole] },
    })
    await sleep(300)
    expect(agentFrames).toEqual([{ type: 'NEWS', cursor: expect.any(Number) }])
    expect(adminFrames).toEqual([])
    const [frame] = agentFrames as [{ cursor: number }]
    expect(frame.cursor).toBeGreaterThan(cursor)
    expect((await agent.remind(cursor)).messages.map((item) => item.title)).toEqual(['推送给坐席'])
    agentSocket.close()
    adminSocket.close()
  })
})
