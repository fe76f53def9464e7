import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES, type SignInSettingsForm, type SignInSettingsPage } from '@portal/contract'
import { useDemoApp } from '../../../../test/demo-app'
import { loginAs } from '../../../../test/login-helpers'
import { ownerQuery } from '../../../../test/owner-query'
import { startTestApp, type TestApp } from '../../../../test/test-app'

// 签入方式 (issue 27, part 5): the modes a tenant allows and its network, and the one real reason a sign-in is refused.
const t = useDemoApp()
const URL = '/api/v1/portal/call-centre/sign-in'
const SIMULATOR: SignInSettingsForm = {
  signModels: ['OUTPHONE', 'SIPPHONE'],
  agentPhonePattern: null,
  network: 'simulator',
  sipAddress: null,
}

const read = async (cookie = t.admin): Promise<SignInSettingsPage> =>
  (await t.app.inject({ method: 'GET', url: URL, headers: { cookie } })).json().data
const save = (payload: object, cookie = t.admin, app = t.app) =>
  app.inject({ method: 'PUT', url: URL, headers: { cookie }, payload })
const settingsRow = async () =>
  (
    await ownerQuery(
      t.store,
      `SELECT s.* FROM cti_settings s JOIN tenants t ON t.id = s.tenant_id WHERE t.code = 'demo'`,
    )
  )[0]
const demoSql = (sql: string) =>
  ownerQuery(t.store, sql.replaceAll(':demo', "(SELECT id FROM tenants WHERE code = 'demo')"))
const signIn = (signModel: 'SIPPHONE' | 'OUTPHONE' = 'SIPPHONE', phone?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/speech/staff/login',
    headers: { cookie: t.agent },
    payload: { signModel, ...(phone ? { phone } : {}) },
  })
const signOut = () =>
  t.app.inject({ method: 'POST', url: '/api/v1/speech/staff/logout', headers: { cookie: t.agent } })

/** agent01's sign-in is refused with exactly this message, and they stay signed out. */
async function expectRefused(message: string, signModel: 'SIPPHONE' | 'OUTPHONE' = 'SIPPHONE') {
  await signOut()
  const refused = await signIn(signModel, '13800000009')
  expect(refused.statusCode).toBe(409)
  expect(refused.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message })
  const state = await t.app.inject({
    method: 'GET',
    url: '/api/v1/speech/agent/info',
    headers: { cookie: t.agent },
  })
  expect(state.json().data.agent.signedIn).toBe(false)
}

describe('the sign-in modes page', () => {
  it('is read and saved only with its code', async () => {
    for (const refused of [
      await t.app.inject({ method: 'GET', url: URL, headers: { cookie: t.agent } }),
      await save(SIMULATOR, t.agent),
    ]) {
      expect(refused.statusCode).toBe(403)
      expect(refused.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    }
  })

  it("shows the tenant's modes and network, and that this portal has no SIP server", async () => {
    expect(await read()).toEqual({ settings: SIMULATOR, portalSipServer: null })
  })

  it.each([
    [{ signModels: [] }, 'callCentre.signIn.modeRequired'],
    [{ signModels: ['SIPPHONE', 'SIPPHONE'] }, 'callCentre.signIn.modeRequired'],
    [{ agentPhonePattern: '^1[3-9' }, 'callCentre.signIn.phonePattern'],
    [{ network: 'sip', sipAddress: null }, 'callCentre.signIn.sipAddress'],
    [{ network: 'sip', sipAddress: 'sip:agent@example.com' }, 'callCentre.signIn.sipAddress'],
    [{ network: 'sip', sipAddress: 'sip.example.com:70000' }, 'callCentre.signIn.sipAddress'],
    [{ network: 'sip', sipAddress: 'sip.example.com' }, 'callCentre.signIn.noSipServer'],
  ] as const)('refuses %o, changing nothing', async (changes, key) => {
    const before = await settingsRow()
    const refused = await save({ ...SIMULATOR, ...changes })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(MESSAGES['zh-CN'][key])
    expect(await settingsRow()).toEqual(before)
  })

  it("answers a refusal in the caller's language", async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${URL}?locale=en-US`,
      headers: { cookie: t.admin, 'accept-language': 'en-US' },
      payload: { ...SIMULATOR, signModels: [] },
    })
    expect(refused.json().message).toBe(MESSAGES['en-US']['callCentre.signIn.modeRequired'])
  })

  it('saves the modes and the phone pattern, in the audit trail, and the sign-in follows them at once', async () => {
    const saved = await save({ ...SIMULATOR, signModels: ['OUTPHONE'], agentPhonePattern: '^1[3-9]\\d{9}$' })
    expect(saved.json().data.settings).toEqual({
      ...SIMULATOR,
      signModels: ['OUTPHONE'],
      agentPhonePattern: '^1[3-9]\\d{9}$',
    })
    const model = await t.app.inject({
      method: 'GET',
      url: '/api/v1/speech/sign/model',
      headers: { cookie: t.agent },
    })
    expect(model.json().data).toMatchObject({ signModels: ['OUTPHONE'], agentPhonePattern: '^1[3-9]\\d{9}$' })
    await expectRefused(MESSAGES['zh-CN']['callCentre.signIn.modeNotAllowed'])
    const [audit] = await ownerQuery<{ action: string; before_values: unknown; after_values: unknown }>(
      t.store,
      `SELECT action, before_values, after_values FROM audit_events
       WHERE target_type = 'signInSettings' ORDER BY created_at DESC LIMIT 1`,
    )
    expect(audit).toEqual({
      action: 'signInSettings.update',
      before_values: { signModels: ['OUTPHONE', 'SIPPHONE'], agentPhonePattern: null },
      after_values: { signModels: ['OUTPHONE'], agentPhonePattern: '^1[3-9]\\d{9}$' },
    })
    await save(SIMULATOR)
  })
})

describe("an agent's sign-in refused for the one reason that holds", () => {
  it('names a tenant without the call centre', async () => {
    await demoSql(
      "UPDATE tenants SET product_modules = array_remove(product_modules, 'speech') WHERE id = :demo",
    )
    try {
      await expectRefused('企业未开通云呼叫中心')
    } finally {
      await demoSql("UPDATE tenants SET product_modules = product_modules || '{speech}' WHERE id = :demo")
    }
  })

  it('names an agent in no skill group', async () => {
    const agent = "(SELECT id FROM staff_accounts WHERE employee_no = 'agent01')"
    const kept = await ownerQuery<{ skill_group_id: string }>(
      t.store,
      `DELETE FROM skill_group_members WHERE account_id = ${agent} RETURNING skill_group_id::text`,
    )
    try {
      await expectRefused('签入失败：你不在任何技能组中，请联系管理员把你加入技能组')
    } finally {
      for (const { skill_group_id } of kept)
        await ownerQuery(
          t.store,
          `INSERT INTO skill_group_members (tenant_id, skill_group_id, account_id)
           SELECT tenant_id, id, ${agent} FROM skill_groups WHERE id = $1`,
          [skill_group_id],
        )
    }
  })

  it('names a tenant with no number in service', async () => {
    await demoSql('UPDATE did_numbers SET retired_at = now() WHERE tenant_id = :demo')
    try {
      await expectRefused('签入失败：企业没有可用的号码，请联系管理员添加号码')
    } finally {
      await demoSql('UPDATE did_numbers SET retired_at = NULL WHERE tenant_id = :demo')
    }
  })

  it('names a SIP server this portal cannot reach as a network fault', async () => {
    await demoSql(
      "UPDATE cti_settings SET network = 'sip', sip_address = 'pbx.example.com' WHERE tenant_id = :demo",
    )
    try {
      await expectRefused('签入失败：网络故障，无法连接企业的SIP服务器 pbx.example.com')
    } finally {
      await demoSql(
        "UPDATE cti_settings SET network = 'simulator', sip_address = NULL WHERE tenant_id = :demo",
      )
    }
  })

  it('lets the agent sign in once nothing is missing', async () => {
    await signOut()
    expect((await signIn()).json().data.agent.signedIn).toBe(true)
    await signOut()
  })
})

describe('a portal with a SIP server', () => {
  let sip: TestApp
  let admin: string
  beforeAll(async () => {
    sip = await startTestApp({
      env: {
        SIP_WS_URL: 'ws://127.0.0.1:5066',
        SIP_DOMAIN: 'portal.test',
        SIP_SHARED_SECRET: 'a-secret-of-16-chars+',
      },
    })
    admin = await loginAs(sip.app, 'admin@demo.com', 'Admin@2026')
  })
  afterAll(() => sip.close())

  it('shows its SIP server, takes the SIP network with that address and refuses another', async () => {
    const page = await sip.app.inject({ method: 'GET', url: URL, headers: { cookie: admin } })
    expect(page.json().data.portalSipServer).toBe('portal.test')
    const other = await save({ ...SIMULATOR, network: 'sip', sipAddress: 'pbx.example.com' }, admin, sip.app)
    expect(other.json().message).toBe('本系统只连接SIP服务器 portal.test，请填写该地址')
    const saved = await save({ ...SIMULATOR, network: 'sip', sipAddress: 'Portal.test:5060' }, admin, sip.app)
    expect(saved.json().data.settings).toMatchObject({ network: 'sip', sipAddress: 'Portal.test:5060' })
    const agent = await loginAs(sip.app, 'agent01', 'Agent@2026')
    const signedIn = await sip.app.inject({
      method: 'POST',
      url: '/api/v1/speech/staff/login',
      headers: { cookie: agent },
      payload: { signModel: 'SIPPHONE' },
    })
    expect(signedIn.json().data.agent.signedIn).toBe(true)
  })
})
