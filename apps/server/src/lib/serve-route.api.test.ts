import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_ROUTES, RESPONSE_CODES, type UnreadCount } from '@portal/contract'
import { startTestApp, type TestApp } from '../../test/test-app'
import { loginAs } from '../../test/login-helpers'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await startTestApp()
  cookie = await loginAs(t.app, 'agent01', 'Agent@2026')
})
afterAll(() => t.close())

const send = (method: string, url: string, payload: string, locale = 'zh-CN') =>
  t.app.inject({
    method: method as 'PUT',
    url: `${url}?locale=${locale}`,
    headers: { cookie, 'content-type': 'application/json' },
    payload,
  })

const unreadCounts = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/message/types/count', headers: { cookie } })).json()
    .data as UnreadCount[]

/** The routes whose body fields are all optional: an empty object is a whole body for them. */
const optionalBodyRoutes = ALL_ROUTES.filter((route) => route.body?.safeParse({}).success)

describe('a JSON body that is no object', () => {
  it('concerns the five routes whose body fields are all optional', () => {
    expect(optionalBodyRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'POST /report/api/v1/portal/company/detail',
      'POST /report/api/v1/portal/todo/count',
      'POST /user/token',
      'PUT /api/v1/message/all/read',
      'PUT /user/preferences',
    ])
  })

  it.each(
    optionalBodyRoutes.flatMap((route) =>
      ['null', '[]', '7'].map((body) => [route.path, body, route] as const),
    ),
  )('is refused on %s: %s is not an empty object', async (_path, body, route) => {
    const response = await send(route.method, route.path, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: RESPONSE_CODES.FAILURE,
      message: '请求体必须是 JSON 对象',
      data: null,
    })
  })

  it('marks nothing read when the mark-all-read body is null, in the caller’s language', async () => {
    const before = await unreadCounts()
    expect(before[0]?.unReadCount).toBeGreaterThan(0)
    const response = await send('PUT', '/api/v1/message/all/read', 'null', 'en-US')
    expect(response.json()).toMatchObject({ message: 'The request body must be a JSON object' })
    expect(await unreadCounts()).toEqual(before)
  })

  it('still takes an empty object, or no body at all, as every field left to its default', async () => {
    expect((await send('POST', '/report/api/v1/portal/todo/count', '{}')).json().code).toBe(RESPONSE_CODES.OK)
    const noBody = await t.app.inject({ method: 'POST', url: '/user/token', headers: { cookie } })
    expect(noBody.json().code).toBe(RESPONSE_CODES.OK)
  })
})
