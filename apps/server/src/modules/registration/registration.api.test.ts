import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, TRIAL_DAYS } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { fetchChallenge, loginAs, sealPassword } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'
import { DEFAULT_MENU } from '../tenants/tenant-template'
import { queryOf, registerWith, verifiedPhone } from '../../../test/lifecycle-helpers'
import { solvableCaptcha } from '../../../test/captcha-helpers'
import { outboxFor } from '../../../test/outbox-helpers'

const PASSWORD = 'Rg5#tWq8Mz'
const DAY_MS = 24 * 60 * 60 * 1000

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const activate = (key: string) =>
  t.app.inject({ method: 'GET', url: `/user/register/activate?key=${encodeURIComponent(key)}` })

describe('company types', () => {
  it('lists about eight types, named in the caller language', async () => {
    const zh = (await t.app.inject({ method: 'GET', url: '/user/register/company-types' })).json().data
    const en = (
      await t.app.inject({ method: 'GET', url: '/user/register/company-types?locale=en-US' })
    ).json().data
    expect(zh.length).toBeGreaterThanOrEqual(8)
    expect(zh).toContainEqual({ code: 'ecommerce', name: '电子商务' })
    expect(en).toContainEqual({ code: 'ecommerce', name: 'E-commerce' })
  })
})

describe('registration', () => {
  it('goes from the phone through the activation e-mail to the first login as a trial administrator', async () => {
    const token = await verifiedPhone(t, '13700000001')
    const registered = await registerWith(t, token, {
      email: 'founder@newco.com',
      password: PASSWORD,
      companyName: '新公司',
      companyTypes: 'internet,ecommerce',
    })
    expect(registered.json()).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { emailId: expect.any(String) },
    })

    const [mail] = await outboxFor(t.app, 'founder@newco.com')
    expect(mail?.subject).toBe('请激活您的账号')
    const link = mail?.body.match(/https?:\/\/\S+/)?.[0] ?? ''
    expect(link.startsWith(`${t.config.publicUrl}/dzfront/portal/activate?key=`)).toBe(true)
    const key = new URL(link).searchParams.get('key') ?? ''

    const activated = await activate(key)
    expect(activated.json()).toEqual({
      code: RESPONSE_CODES.OK,
      message: 'OK',
      data: { email: 'founder@newco.com', tenantName: '新公司' },
    })

    const cookie = await loginAs(t.app, 'founder@newco.com', PASSWORD)
    const session = (
      await t.app.inject({ method: 'POST', url: '/user/token', headers: { cookie }, payload: {} })
    ).json().data
    expect(session.tenantInfo).toMatchObject({ name: '新公司', grantTime: null })
    const trialLength =
      Date.parse(session.tenantInfo.expireTime) - Date.parse(session.tenantInfo.registerTime)
    expect(Math.abs(trialLength - TRIAL_DAYS * DAY_MS)).toBeLessThan(60_000)
    expect(session.authResult.principal).toMatchObject({ roleName: '管理员', email: 'founder@newco.com' })
    expect(session.authResult.principal.permissions).toContain('setting')

    const [tenant] = await ownerQuery<{ company_types: string[]; menu: number; phone: string }>(
      t.store,
      `SELECT t.company_types, (SELECT count(*)::int FROM menu_resources m WHERE m.tenant_id = t.id) AS menu,
              (SELECT a.phone FROM staff_accounts a WHERE a.email = 'founder@newco.com') AS phone
       FROM tenants t WHERE t.name = '新公司'`,
    )
    expect(tenant).toEqual({
      company_types: ['internet', 'ecommerce'],
      menu: DEFAULT_MENU.length,
      phone: '13700000001',
    })
  })

  it('says 请勿非法操作 without a sign-up token, with a made-up one, or with one already used', async () => {
    const form = {
      email: 'someone@newco.com',
      password: PASSWORD,
      companyName: '某公司',
      companyTypes: 'other',
    }
    for (const token of [undefined, 'made-up-token']) {
      expect((await registerWith(t, token, form)).json()).toMatchObject({
        code: RESPONSE_CODES.FAILURE,
        message: '请勿非法操作',
      })
    }
    const token = await verifiedPhone(t, '13700000002')
    expect((await registerWith(t, token, form)).json().code).toBe(RESPONSE_CODES.OK)
    expect((await registerWith(t, token, { ...form, email: 'other@newco.com' })).json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: '请勿非法操作',
    })
  })

  it('refuses an e-mail that is already an account with 21112, which spends the token', async () => {
    const token = await verifiedPhone(t, '13700000003')
    const response = await registerWith(t, token, {
      email: 'ADMIN@demo.com',
      password: PASSWORD,
      companyName: '重复公司',
      companyTypes: 'other',
    })
    expect(response.json()).toMatchObject({
      code: RESPONSE_CODES.ACCOUNT_EXIST,
      message: '该邮箱账号已被注册，请重新注册',
    })
    const probe = await registerWith(t, token, {
      email: 'agent-new@demo.com',
      password: PASSWORD,
      companyName: '探测公司',
      companyTypes: 'other',
    })
    expect(probe.json().message).toBe('请勿非法操作')
  })

  it('refuses an unknown company type with 21116, and keeps the token for a corrected form', async () => {
    const token = await verifiedPhone(t, '13700000004')
    const form = {
      email: 'typo@newco.com',
      password: PASSWORD,
      companyName: '错类型公司',
      companyTypes: 'other,casino',
    }
    expect((await registerWith(t, token, form)).json()).toMatchObject({
      code: RESPONSE_CODES.COMPANY_TYPE_INCORRECT,
      message: '公司类型不正确',
    })
    expect((await registerWith(t, token, { ...form, companyTypes: 'other' })).json().code).toBe(
      RESPONSE_CODES.OK,
    )
  })

  it('checks the form with the register rules and the password rule', async () => {
    const token = await verifiedPhone(t, '13700000005')
    const form = {
      email: 'rules@newco.com',
      password: PASSWORD,
      companyName: '规则公司',
      companyTypes: 'other',
    }
    const cases = [
      [{ email: 'not-an-email' }, '邮箱格式不正确'],
      [{ companyName: 'A' }, '公司名称长度为2-30个字符'],
      [{ companyTypes: ' , ' }, '请选择公司类型'],
      [{ name: '' }, '请输入姓名'],
      [{ password: 'short' }, '密码长度为8-20位'],
    ] as const
    for (const [change, message] of cases) {
      expect((await registerWith(t, token, { ...form, ...change })).json(), message).toMatchObject({
        code: RESPONSE_CODES.FAILURE,
        message,
      })
    }
  })

  it('mails the activation link in the caller language', async () => {
    const token = await verifiedPhone(t, '13700000006')
    await registerWith(
      t,
      token,
      { email: 'english@newco.com', password: PASSWORD, companyName: 'New Co.', companyTypes: 'finance' },
      'en-US',
    )
    const [mail] = await outboxFor(t.app, 'english@newco.com')
    expect(mail?.subject).toBe('Activate your account')
    expect(mail?.body).toContain('within 10 minutes')
  })

  it('refuses a wrong picture captcha and a wrong SMS code', async () => {
    const { LOCAL_TOKEN } = await solvableCaptcha(t.app, t.store, 'register')
    const wrongCaptcha = await t.app.inject({
      method: 'GET',
      url: `/user/register/sms-code?${queryOf({ mobile: '13700000007', captcha: 'zzzz', LOCAL_TOKEN })}`,
    })
    expect(wrongCaptcha.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: '图形验证码错误或已失效',
    })
    expect(await outboxFor(t.app, '13700000007')).toHaveLength(0)

    const solved = await solvableCaptcha(t.app, t.store, 'register')
    await t.app.inject({
      method: 'GET',
      url: `/user/register/sms-code?${queryOf({ mobile: '13700000007', ...solved })}`,
    })
    const wrongCode = await t.app.inject({
      method: 'POST',
      url: '/user/register/validate',
      payload: { phone: '13700000007', code: '000000' },
    })
    expect(wrongCode.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: '验证码错误，请重新输入',
    })
  })

  it('refuses a sealed password whose challenge was already used', async () => {
    const sealed = sealPassword(await fetchChallenge(t.app), PASSWORD)
    const send = async (phone: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/user/register',
        payload: {
          LOCAL_TOKEN: await verifiedPhone(t, phone),
          name: '张三',
          email,
          password: sealed,
          companyName: '重放公司',
          companyTypes: 'other',
        },
      })
    expect((await send('13700000008', 'replay@newco.com')).json().code).toBe(RESPONSE_CODES.OK)
    expect((await send('13700000009', 'replay2@newco.com')).json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: '请求参数错误',
    })
  })
})
