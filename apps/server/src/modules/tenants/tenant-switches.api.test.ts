import { describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES, type TenantSwitches } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { loginAs, postLogin } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'

const t = useDemoApp()

const read = async (cookie = t.admin): Promise<TenantSwitches> =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/tenant/switches', headers: { cookie } })).json().data

const save = (payload: Partial<TenantSwitches>, cookie = t.admin) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/tenant/switches', headers: { cookie }, payload })

/** Saves the switches as they are, with `changes` over them. */
const change = async (changes: Partial<TenantSwitches>) => save({ ...(await read()), ...changes })

const frontConfig = async () => (await t.app.inject({ method: 'GET', url: '/front/config/a' })).json().data

const tenantRow = async (code: string) =>
  (await ownerQuery<Record<string, unknown>>(t.store, 'SELECT * FROM tenants WHERE code = $1', [code]))[0]

describe('the tenant switches', () => {
  it('are read and saved only with the switches code', async () => {
    for (const request of [
      t.app.inject({ method: 'GET', url: '/api/v1/tenant/switches', headers: { cookie: t.agent } }),
      save(await read(), t.agent),
    ]) {
      const refused = await request
      expect(refused.statusCode).toBe(403)
      expect(refused.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    }
  })

  it("show the demo tenant's switches, the call centre's popup among them", async () => {
    expect(await read()).toMatchObject({
      smsLoginEnabled: true,
      languageSwitchEnabled: true,
      locales: ['zh-CN', 'en-US'],
      defaultLocale: 'zh-CN',
      lockAfterFailures: 10,
      sessionIdleMinutes: null,
      timeZone: 'Asia/Shanghai',
      incomingCallPopup: true,
    })
  })

  it.each([
    [{ lockAfterFailures: 0 }, 'tenantSwitch.range'],
    [{ captchaAfterFailures: 2.5 }, 'tenantSwitch.number'],
    [{ sessionIdleMinutes: 1 }, 'tenantSwitch.range'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'tenantSwitch.timeZone'],
    [{ locales: ['en-US'], defaultLocale: 'zh-CN' as const }, 'tenantSwitch.defaultLocale'],
    [{ locales: [] }, 'tenantSwitch.localesRequired'],
  ] as const)('refuse %o, unchanged', async (changes, key) => {
    const before = await tenantRow('demo')
    const refused = await change(changes as Partial<TenantSwitches>)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(MESSAGES['zh-CN'][key])
    expect(await tenantRow('demo')).toEqual(before)
  })

  it("are saved in the caller's tenant only, each change in the audit trail with its values before and after", async () => {
    const second = await tenantRow('second')
    const saved = await change({ timeZone: 'Europe/Berlin', incomingCallPopup: false, lockMinutes: 30 })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toMatchObject({
      timeZone: 'Europe/Berlin',
      incomingCallPopup: false,
      lockMinutes: 30,
    })
    expect(await read()).toEqual(saved.json().data)
    expect(await tenantRow('second')).toEqual(second)
    const signModel = await t.app.inject({
      method: 'GET',
      url: '/api/v1/speech/sign/model',
      headers: { cookie: t.agent },
    })
    expect(signModel.json().data.enableIncomingCallPopup).toBe(false)
    const audit = await ownerQuery<{
      tenant_code: string
      action: string
      before_values: unknown
      after_values: unknown
    }>(
      t.store,
      `SELECT (SELECT code FROM tenants WHERE id = a.tenant_id) AS tenant_code, action, before_values, after_values
       FROM audit_events a WHERE target_type = 'tenantSettings' ORDER BY created_at DESC LIMIT 1`,
    )
    expect(audit).toEqual([
      {
        tenant_code: 'demo',
        action: 'tenantSwitch.update',
        before_values: { timeZone: 'Asia/Shanghai', incomingCallPopup: true, lockMinutes: 15 },
        after_values: { timeZone: 'Europe/Berlin', incomingCallPopup: false, lockMinutes: 30 },
      },
    ])
    await change({ timeZone: 'Asia/Shanghai', incomingCallPopup: true, lockMinutes: 15 })
  })

  it('turn SMS login off on the login page and on the server at the next request', async () => {
    expect((await frontConfig()).smsLoginEnabled).toBe(true)
    await change({ smsLoginEnabled: false })
    expect((await frontConfig()).smsLoginEnabled).toBe(false)
    const sms = await t.app.inject({
      method: 'POST',
      url: '/user/login?locale=en-US',
      payload: { loginType: 'phone', account: '13800000001', password: '123456' },
    })
    expect(sms.json().code).not.toBe(RESPONSE_CODES.OK)
    await change({ smsLoginEnabled: true })
    expect((await frontConfig()).smsLoginEnabled).toBe(true)
  })

  it('lock an account at the lowered threshold from the next failed login', async () => {
    await change({ lockAfterFailures: 2 })
    expect((await postLogin(t.app, 'newbie@demo.com', 'Wrong@2026')).json().code).toBe(
      RESPONSE_CODES.FAILURE_LOGIN,
    )
    expect((await postLogin(t.app, 'newbie@demo.com', 'Wrong@2026')).json().code).toBe(
      RESPONSE_CODES.LOGIN_LOCKED,
    )
    expect((await postLogin(t.app, 'newbie@demo.com', 'Newbie@2026')).json().code).toBe(
      RESPONSE_CODES.LOGIN_LOCKED,
    )
    await change({ lockAfterFailures: 10 })
  })

  it("end a session idle past the tenant's own idle time, else the server's", async () => {
    const cookie = await loginAs(
      t.app,
      'multi@demo.com',
      'Multi@2026',
      (await tenantRow('demo'))?.id as string,
    )
    const idleFor = (minutes: number) =>
      ownerQuery(
        t.store,
        `UPDATE sessions SET last_seen_at = now() - make_interval(mins => $1)
         WHERE revoked_at IS NULL AND account_id = (SELECT id FROM staff_accounts WHERE email = 'multi@demo.com')`,
        [minutes],
      )
    const check = async () =>
      (await t.app.inject({ method: 'POST', url: '/user/token', headers: { cookie }, payload: {} })).json()
        .code
    await idleFor(6)
    expect(await check()).toBe(RESPONSE_CODES.OK)
    await change({ sessionIdleMinutes: 5 })
    await idleFor(6)
    expect(await check()).toBe(RESPONSE_CODES.FAILURE_AUTH_EXPIRE)
    await change({ sessionIdleMinutes: null })
  })

  it('ask every member with a phone for a second factor when the tenant requires it', async () => {
    expect((await postLogin(t.app, 'agent01', 'Agent@2026')).json().code).toBe(RESPONSE_CODES.OK)
    await change({ secondFactorRequired: true })
    expect((await read()).secondFactorRequired).toBe(true)
    expect((await postLogin(t.app, 'agent01', 'Agent@2026')).json().code).toBe(
      RESPONSE_CODES.LONGIN_SECOND_AUTH,
    )
    // multi@demo.com has no phone to send a code to.
    const demoId = (await tenantRow('demo'))?.id
    const withoutPhone = await postLogin(t.app, 'multi@demo.com', 'Multi@2026', { tenantId: demoId })
    expect(withoutPhone.json().code).toBe(RESPONSE_CODES.OK)
    await change({ secondFactorRequired: false })
  })
})
