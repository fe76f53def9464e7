import { beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { loginAs } from '../../../test/login-helpers'

const t = useDemoApp()
let second: string
beforeAll(async () => {
  const tenants = (
    await t.app.inject({ method: 'GET', url: '/user/account/tenants?account=multi@demo.com' })
  ).json().data as { tenantId: string; name: string }[]
  second = await loginAs(
    t.app,
    'multi@demo.com',
    'Multi@2026',
    tenants.find((x) => x.name === '第二公司')?.tenantId,
  )
})

type Item = { id: string; status: string; createdAt: string } & Record<string, unknown>

const list = async (base: string, query = '', cookie = t.admin): Promise<Item[]> => {
  const response = await t.app.inject({ method: 'GET', url: `${base}/list${query}`, headers: { cookie } })
  expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
  return response.json().data
}
const act = (base: string, id: string, action: string, cookie = t.admin) =>
  t.app.inject({ method: 'POST', url: `${base}/${id}/${action}`, headers: { cookie }, payload: {} })

const AUDITS = '/api/v1/usercenter/blacklist/audit'
const TASKS = '/api/v1/speech/outbound/task'
const OFFLINE = '/api/v1/platform/offline-message'
const VISITS = '/api/v1/platform/return-visit'

describe('the to-do records', () => {
  it('list by status and keyword, newest first', async () => {
    expect(await list(AUDITS, '?status=pending')).toHaveLength(4)
    expect(await list(AUDITS)).toHaveLength(6)
    const unhandled = await list(OFFLINE, '?status=unhandled')
    expect(unhandled).toHaveLength(4)
    expect(unhandled[0]).toMatchObject({ visitorName: expect.any(String), channel: expect.any(String) })
    const times = unhandled.map((item) => item.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    const [first] = await list(AUDITS)
    const byName = await list(AUDITS, `?keyword=${encodeURIComponent(String(first?.customerName))}`)
    expect(byName.length).toBeGreaterThan(0)
    expect(byName.every((item) => item.customerName === first?.customerName)).toBe(true)
    expect(await list(AUDITS, '?keyword=%25')).toEqual([])
  })

  it('show outbound tasks and return visits only to the agent they are assigned to', async () => {
    const mine = await list(TASKS)
    const theirs = await list(TASKS, '', t.agent)
    expect(mine).toHaveLength(6)
    expect(theirs).toHaveLength(6)
    expect(mine.map((task) => task.id)).not.toEqual(expect.arrayContaining([theirs[0]?.id]))
    expect((await list(VISITS, '?status=pending', t.agent))[0]).toMatchObject({ topic: expect.any(String) })
    const [task] = await list(TASKS, '?status=pending', t.agent)
    expect((await act(TASKS, task?.id ?? '', 'complete')).statusCode).toBe(404)
  })

  it('move an open record to its closed state, once', async () => {
    const [audit] = await list(AUDITS, '?status=pending')
    const rejected = await act(AUDITS, audit?.id ?? '', 'reject')
    expect(rejected.json()).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { id: audit?.id, status: 'rejected' },
    })
    const again = await act(AUDITS, audit?.id ?? '', 'approve')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(MESSAGES['zh-CN']['record.alreadyClosed'])
    const [message] = await list(OFFLINE, '?status=unhandled', t.agent)
    expect((await act(OFFLINE, message?.id ?? '', 'handle', t.agent)).json().data.status).toBe('handled')
    const [visit] = await list(VISITS, '?status=pending', t.agent)
    expect((await act(VISITS, visit?.id ?? '', 'complete', t.agent)).json().data.status).toBe('done')
    expect(await list(VISITS, '?status=pending', t.agent)).toHaveLength(3)
  })

  it('refuse an action the kind does not have', async () => {
    const [task] = await list(TASKS, '?status=pending')
    expect((await act(TASKS, task?.id ?? '', 'approve')).statusCode).toBe(400)
  })

  it('are the tenant own: another tenant neither lists nor acts on them', async () => {
    expect(await list(OFFLINE, '', second)).toHaveLength(2)
    const [demoMessage] = await list(OFFLINE, '?status=unhandled')
    expect((await act(OFFLINE, demoMessage?.id ?? '', 'handle', second)).statusCode).toBe(404)
    expect((await list(OFFLINE, '?status=unhandled')).map((item) => item.id)).toContain(demoMessage?.id)
  })

  it('need their own code: the blacklist audit is not for an agent', async () => {
    const denied = await t.app.inject({ method: 'GET', url: `${AUDITS}/list`, headers: { cookie: t.agent } })
    expect(denied.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
  })
})
