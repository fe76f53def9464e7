import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type MenuResource } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'

const t = useDemoApp()

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
const post = (url: string, cookie: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload })
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
    // One English word for the working desk, as every other screen says it (issue 26 part 5).
    expect(
      tree.find(
        (entry: { resourceCode: string }) => entry.resourceCode === 'customer.service.staff.working.platform',
      ),
    ).toMatchObject({
      name: 'Workbench',
    })
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

/** A new Demo Co. member (agent01's password) whose one role holds exactly `code`, signed in. */
async function memberHolding(code: string): Promise<{ cookie: string; accountId: string }> {
  const login = `only${code.replace(/\W/g, '').slice(-8)}` // an employee number: at most 12 letters or digits
  const [member] = await ownerQuery<{ id: string }>(
    t.store,
    `WITH tenant AS (SELECT id FROM tenants WHERE code = 'demo'),
     role AS (INSERT INTO roles (tenant_id, code, name) SELECT id, $1, $1 FROM tenant RETURNING id, tenant_id),
     granted AS (INSERT INTO role_permissions (tenant_id, role_id, permission_code)
       SELECT tenant_id, id, $2 FROM role),
     account AS (INSERT INTO staff_accounts (employee_no, name, password_hash)
       SELECT $1, $1, password_hash FROM staff_accounts WHERE employee_no = 'agent01' RETURNING id)
     INSERT INTO tenant_members (tenant_id, account_id, role_id, protocol_agreed_at)
     SELECT role.tenant_id, account.id, role.id, now() FROM role, account RETURNING account_id AS id`,
    [login, code],
  )
  return { cookie: await loginAs(t.app, login, 'Agent@2026'), accountId: member?.id ?? '' }
}

const PHISH = { host: 'phish.example' }
const NOT_ALLOWED = { code: RESPONSE_CODES.FAILURE, message: '地址必须是允许的来源下的 http(s) 地址' }

describe('menu and helper-component addresses: the origins allowed come from the configuration', () => {
  it('refuse an address on the host the request names, however it reaches the server', async () => {
    const phishUrl = 'http://phish.example/login'
    const attempts = [
      post(
        '/api/v1/menu/resource/url',
        t.admin,
        { resourceCode: 'help.agreement', url: phishUrl, openType: 2 },
        PHISH,
      ),
      post('/api/v1/helper/component', t.admin, { name: '钓鱼', url: phishUrl }, PHISH),
      post(
        '/api/v1/portal/reference-data/helper-components',
        t.admin,
        { name: '钓鱼', url: phishUrl },
        PHISH,
      ),
      post('/api/v1/extend/ticket', t.agent, { url: phishUrl }, PHISH),
    ]
    for (const answer of await Promise.all(attempts))
      expect(answer.json(), answer.body).toMatchObject(NOT_ALLOWED)
    const tree = await get('/api/v1/menu/tree', t.agent)
    const helpers = await get('/api/v1/helper/component/list', t.agent)
    expect(tree.body + helpers.body).not.toContain('phish.example')
    // The configured public address is the portal's own, whatever Host the request names.
    const own = await post(
      '/api/v1/helper/component',
      t.admin,
      { name: '本站', url: `${t.config.publicUrl}/kb` },
      PHISH,
    )
    expect(own.json().code).toBe(RESPONSE_CODES.OK)
  })

  it('are changed only by a holder of setting.referenceData, never of the bare settings code, and audited', async () => {
    const settingsOnly = await memberHolding('setting')
    const component = { name: '知识库', url: '/protocols/user-agreement.zh-CN.html' }
    const menuUrl = {
      resourceCode: 'help.agreement',
      url: '/protocols/user-agreement.en-US.html',
      openType: 1,
    }
    for (const answer of [
      await post('/api/v1/helper/component', settingsOnly.cookie, component),
      await post('/api/v1/menu/resource/url', settingsOnly.cookie, menuUrl),
    ])
      expect(answer.json().code, answer.body).toBe(RESPONSE_CODES.ACCESS_DENY)

    const editor = await memberHolding('setting.referenceData')
    const created = await post('/api/v1/helper/component', editor.cookie, component)
    expect(created.json()).toMatchObject({ code: RESPONSE_CODES.OK, data: { name: '知识库', openType: 1 } })
    const id: string = created.json().data.id
    const renamed = await post('/api/v1/helper/component', editor.cookie, {
      ...component,
      id,
      name: '知识库二',
    })
    expect(renamed.json().data).toMatchObject({ id, name: '知识库二', externalConfs: { icon: null } })
    expect((await post('/api/v1/menu/resource/url', editor.cookie, menuUrl)).json().code).toBe(
      RESPONSE_CODES.OK,
    )

    const trail = await ownerQuery<{
      action: string
      target_id: string
      before_values: unknown
      after_values: unknown
    }>(
      t.store,
      `SELECT action, target_id, before_values, after_values FROM audit_events
       WHERE actor_account_id = $1 ORDER BY created_at`,
      [editor.accountId],
    )
    expect(trail).toEqual([
      expect.objectContaining({ action: 'helperComponent.create', target_id: id, before_values: null }),
      expect.objectContaining({
        action: 'helperComponent.update',
        target_id: id,
        before_values: expect.objectContaining({ name: '知识库' }),
        after_values: expect.objectContaining({ name: '知识库二' }),
      }),
      expect.objectContaining({
        action: 'menuEntry.update',
        target_id: 'help.agreement',
        after_values: { url: menuUrl.url, openType: 1 },
      }),
    ])
  })
})

describe('extend tickets', () => {
  /** A page on the portal's own origin: PUBLIC_URL's, whatever Host the request named. */
  const portalOrigin = () => new URL(t.config.publicUrl).origin

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
      payload: { ticket: secondTicket, origin: portalOrigin() },
    })
    expect(redeemed.json()).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { name: '坐席01', roleName: '坐席' },
    })
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/extend/ticket/exchange',
      payload: { ticket: secondTicket, origin: portalOrigin() },
    })
    expect(again.json().code).toBe(RESPONSE_CODES.FAILURE)
  })

  it('are not issued for a page on an origin that is not allowed', async () => {
    const issue = await post('/api/v1/extend/ticket', t.agent, { url: 'https://evil.example/steal' })
    expect(issue.json().code).toBe(RESPONSE_CODES.FAILURE)
  })
})
