import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type MenuResource } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { loginAs } from '../../../test/login-helpers'

const t = useDemoApp()

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload })
const codes = (tree: MenuResource[]): string[] =>
  tree.flatMap((entry) => [entry.resourceCode, ...codes(entry.sub)])

describe('the menu tree', () => {
  it('gives the administrator everything but buttons and the §6 removals, settings last', async () => {
    const tree: MenuResource[] = (await get('/api/v1/menu/tree?locale=en-US', t.admin)).json().data
    const all = codes(tree)
    expect(tree.at(-1)?.resourceCode).toBe('setting')
    expect(all).toEqual(
      expect.arrayContaining([
        'portal',
        'workorder.list',
        'setting.speech.ivr',
        'setting.onlineSetting.quickReply',
      ]),
    )
    for (const hidden of [
      'workorder.export',
      'setting.speech.skillGroup',
      'setting.onlineSetting.session',
      'workorder.setting.group',
    ]) {
      expect(all).not.toContain(hidden)
    }
    expect(tree[0]).toMatchObject({ resourceCode: 'portal', name: 'Home', openType: 3 })
  })

  it('gives an agent only its own entries, and no settings', async () => {
    const all = codes((await get('/api/v1/menu/tree', t.agent)).json().data)
    expect(all).toContain('speech.outboundTask')
    expect(all).toEqual(expect.arrayContaining(['usercenter.customerManage', 'usercenter.highSeas']))
    expect(all.some((code) => code.startsWith('setting'))).toBe(false)
    expect(all).not.toContain('blackName.center.audit')
  })

  it('leaves out the modules a tenant does not have, and says which it has', async () => {
    const tenants = (
      await t.app.inject({ method: 'GET', url: '/user/account/tenants?account=multi@demo.com' })
    ).json().data
    const second = tenants.find((tenant: { name: string }) => tenant.name === '第二公司').tenantId
    const multi = await loginAs(t.app, 'multi@demo.com', 'Multi@2026', second)
    const all = codes((await get('/api/v1/menu/tree', multi)).json().data)
    expect(all).toContain('workorder.list')
    expect(all).not.toContain('speech.outboundTask')
    expect(all).not.toContain('kmp')
    const modules = (await get('/api/v1/tenant/modules', multi))
      .json()
      .data.map((m: { moduleCode: string }) => m.moduleCode)
    expect(modules.sort()).toEqual(['main', 'platform', 'workorder'])
    const principal = (await post('/user/token', multi, {})).json().data.authResult.principal
    expect(principal.permissions).toContain('$dzfront_productModule_workorder')
    expect(principal.permissions).not.toContain('$dzfront_productModule_speech')
  })
})

describe('helper components and menu addresses', () => {
  it('are saved only with an http(s) address of an allowed origin, and only by an administrator', async () => {
    const save = (cookie: string, url: string) =>
      post('/api/v1/helper/component', cookie, { name: '工具', url })
    expect((await save(t.agent, '/protocols/user-agreement.zh-CN.html')).json().code).toBe(
      RESPONSE_CODES.ACCESS_DENY,
    )
    for (const url of ['javascript:alert(1)', 'https://evil.example/x', '//evil.example/x']) {
      expect((await save(t.admin, url)).json(), url).toMatchObject({
        code: RESPONSE_CODES.FAILURE,
        message: '地址必须是允许的来源下的 http(s) 地址',
      })
    }
    const saved = (await save(t.admin, '/protocols/user-agreement.zh-CN.html')).json()
    expect(saved).toMatchObject({ code: RESPONSE_CODES.OK, data: { name: '工具', openType: 1 } })
    expect((await get('/api/v1/helper/component/list?boundary=global', t.agent)).json().data).toHaveLength(1)
    const badMenu = await post('/api/v1/menu/resource/url', t.admin, {
      resourceCode: 'help.agreement',
      url: 'data:text/html,x',
      openType: 1,
    })
    expect(badMenu.json().code).toBe(RESPONSE_CODES.FAILURE)
  })
})

describe('extend tickets', () => {
  it('carry no session token, work once, within a minute, for their own origin only', async () => {
    const issue = await post('/api/v1/extend/ticket', t.agent, {
      url: '/protocols/user-agreement.zh-CN.html',
    })
    const url: string = issue.json().data.url
    const ticket = new URL(url, 'http://localhost').searchParams.get('ticket') ?? ''
    expect(ticket.length).toBeGreaterThan(40)
    expect(t.agent).not.toContain(ticket)
    const exchange = (origin: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/extend/ticket/exchange', payload: { ticket, origin } })
    expect((await exchange('http://evil.example')).json().code).toBe(RESPONSE_CODES.FAILURE)
    const second = await post('/api/v1/extend/ticket', t.agent, {
      url: '/protocols/user-agreement.zh-CN.html',
    })
    const secondTicket = new URL(second.json().data.url, 'http://localhost').searchParams.get('ticket')
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/extend/ticket/exchange',
      payload: { ticket: secondTicket, origin: 'http://localhost:80' },
    })
    expect(redeemed.json()).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { name: '坐席01', roleName: '坐席' },
    })
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/extend/ticket/exchange',
      payload: { ticket: secondTicket, origin: 'http://localhost:80' },
    })
    expect(again.json().code).toBe(RESPONSE_CODES.FAILURE)
  })

  it('are not issued for a page on an origin that is not allowed', async () => {
    const issue = await post('/api/v1/extend/ticket', t.agent, { url: 'https://evil.example/steal' })
    expect(issue.json().code).toBe(RESPONSE_CODES.FAILURE)
  })
})
