import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../test/test-app'
import { loginAs } from '../../test/login-helpers'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await startTestApp()
  admin = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
})
afterAll(() => t.close())

type Probe = { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }

// The places an outsider's attack run found a NUL reaching PostgreSQL (each answered 500).
const PROBES: Record<string, Probe> = {
  'the message list keyword': { method: 'GET', url: '/api/v1/message/query?keyword=%00' },
  'the work-order list keyword': { method: 'GET', url: '/api/v1/workorder/list?keyword=a%00b' },
  'a record list keyword': { method: 'GET', url: '/api/v1/usercenter/blacklist/audit/list?keyword=%00' },
  'the helper components boundary': { method: 'GET', url: '/api/v1/helper/component/list?boundary=%00' },
  'a menu url': {
    method: 'POST',
    url: '/api/v1/menu/resource/url',
    payload: { resourceCode: 'portal\u0000', url: 'https://a.example/\u0000', openType: 1 },
  },
  'a page visit': {
    method: 'POST',
    url: '/report/api/v1/portal/history',
    payload: { title: 'News', url: '/dzfront/portal/news', pageCode: 'news\u0000', resourceCode: '[]' },
  },
  "a file download's businessId": {
    method: 'GET',
    url: '/file/api/v1/file/download/00000000-0000-4000-8000-000000000000?businessId=%00',
  },
  'the account to unlock': { method: 'POST', url: '/user/admin/unlock', payload: { account: 'x\u0000' } },
  "a chat robot's productId": { method: 'GET', url: '/chat/api/v1/rpa/wechatwork/manage/account/p%00' },
}

const send = (probe: Probe, locale: string) =>
  t.app.inject({
    method: probe.method,
    url: `${probe.url}${probe.url.includes('?') ? '&' : '?'}locale=${locale}`,
    headers: { cookie: admin },
    ...(probe.payload ? { payload: probe.payload } : {}),
  })

const ENGLISH = 'The request must not contain the NUL character (U+0000) or a broken Unicode character'

describe('a NUL character in any text a route takes', () => {
  it.each(Object.entries(PROBES))('is refused in %s with a 400 saying so', async (_name, probe) => {
    const chinese = await send(probe, 'zh-CN')
    expect(chinese.statusCode).toBe(400)
    expect(chinese.json()).toEqual({
      code: RESPONSE_CODES.FAILURE,
      message: '请求参数不能包含空字符（NUL）或无效的Unicode字符',
      data: null,
    })
    const english = await send(probe, 'en-US')
    expect(english.statusCode).toBe(400)
    expect(english.json().message).toBe(ENGLISH)
  })

  it('is refused before the login looks anything up', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/user/account/tenants?account=a%00&locale=en-US',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(ENGLISH)
  })

  it('is refused as half a surrogate pair too, which PostgreSQL stores in no jsonb (the audit trail)', async () => {
    // The contract fuzz test's counterexample, once a 500: a supervisor sets an agent to rest with this reason.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/speech/monitor/agent/status?locale=en-US',
      headers: { cookie: admin },
      payload: { status: 4, restReason: 'x\udfffy', accountId: '00000000-0000-0000-0000-000000000000' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(ENGLISH)
  })
})
