import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { postLogin } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'
import { latestActivationKey, registerWith, verifiedPhone } from '../../../test/lifecycle-helpers'

const PASSWORD = 'Ac7$vBn3Qx'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

let nextPhone = 13600000001
/** Registers an e-mail (from a phone of its own) and returns the registration id and its activation key. */
async function registered(email: string, companyName = '激活测试公司') {
  const token = await verifiedPhone(t, String(nextPhone++))
  const response = await registerWith(t, token, {
    email,
    password: PASSWORD,
    companyName,
    companyTypes: 'other',
  })
  return { id: response.json().data.emailId as string, key: await latestActivationKey(t, email) }
}

const activate = (query: string) => t.app.inject({ method: 'GET', url: `/user/register/activate${query}` })
const activateKey = (key: string) => activate(`?key=${encodeURIComponent(key)}`)
const resend = (id: string, email: string) =>
  t.app.inject({ method: 'POST', url: '/user/register/resend', payload: { id, email } })

/** Moves a registration's last activation e-mail back in time. */
const ageKey = (id: string, interval: string) =>
  ownerQuery(
    t.store,
    'UPDATE pending_registrations SET key_sent_at = key_sent_at - $2::interval WHERE id = $1',
    [id, interval],
  )

const ACTIVATION_ERROR = {
  code: RESPONSE_CODES.ACTIVATION_ERROR,
  message: '激活失败，请检查链接是否正确或已过期，或重新注册',
  data: null,
}

describe('activation', () => {
  it('works once: the same key a second time gives 21115', async () => {
    const { key } = await registered('once@newco.com')
    expect((await activateKey(key)).json().code).toBe(RESPONSE_CODES.OK)
    expect((await activateKey(key)).json()).toEqual(ACTIVATION_ERROR)
  })

  it('lets only one of two simultaneous activations of a key through', async () => {
    const { key } = await registered('race@newco.com', '并发公司')
    const answers = await Promise.all([activateKey(key), activateKey(key)])
    expect(answers.map((answer) => answer.json().code).sort()).toEqual([
      RESPONSE_CODES.OK,
      RESPONSE_CODES.ACTIVATION_ERROR,
    ])
    expect(await ownerQuery(t.store, "SELECT 1 FROM tenants WHERE name = '并发公司'")).toHaveLength(1)
  })

  it('gives 21115 for a missing, empty, unknown, padded or case-altered key, and creates nothing', async () => {
    const { key } = await registered('shape@newco.com')
    const flipped = key.replace(/[a-z]/, (letter) => letter.toUpperCase())
    expect(flipped).not.toBe(key)
    for (const query of [
      '',
      '?key=',
      `?key=${'A'.repeat(43)}`,
      `?key=%20${key}`,
      `?key=${key}%20`,
      `?key=${flipped}`,
    ]) {
      expect((await activate(query)).json(), query).toEqual(ACTIVATION_ERROR)
    }
    expect((await activateKey(key)).json().code).toBe(RESPONSE_CODES.OK)
  })

  it('gives 21114 for a key older than 10 minutes, and 21115 for it after a resend', async () => {
    const { id, key } = await registered('late@newco.com')
    await ageKey(id, '10 minutes 1 second')
    expect((await activateKey(key)).json()).toEqual({
      code: RESPONSE_CODES.ACTIVATION_TIMEOUT,
      message: '激活链接已过期，请重新注册',
      data: null,
    })
    expect((await resend(id, 'late@newco.com')).json().code).toBe(RESPONSE_CODES.OK)
    expect((await activateKey(key)).json()).toEqual(ACTIVATION_ERROR)
    expect((await activateKey(await latestActivationKey(t, 'late@newco.com'))).json().code).toBe(
      RESPONSE_CODES.OK,
    )
  })

  it('gives 21112 when the e-mail became an account meanwhile', async () => {
    const first = await registered('twice@newco.com', '先到公司')
    const second = await registered('twice@newco.com', '后到公司')
    expect((await activateKey(first.key)).json().code).toBe(RESPONSE_CODES.OK)
    expect((await activateKey(second.key)).json()).toMatchObject({
      code: RESPONSE_CODES.ACCOUNT_EXIST,
      message: '该邮箱账号已被注册，请重新注册',
    })
    const tenants = await ownerQuery(t.store, "SELECT 1 FROM tenants WHERE name = '后到公司'")
    expect(tenants).toHaveLength(0)
  })

  it('lets the registrant log in with the e-mail and password once activated, not before', async () => {
    const { key } = await registered('login@newco.com')
    expect((await postLogin(t.app, 'login@newco.com', PASSWORD)).json().code).toBe(
      RESPONSE_CODES.FAILURE_LOGIN,
    )
    await activateKey(key)
    expect((await postLogin(t.app, 'login@newco.com', PASSWORD)).json().code).toBe(RESPONSE_CODES.OK)
  })
})

describe('resending the activation e-mail', () => {
  it('is refused within 30 s, then sends a new key and the old one stops working', async () => {
    const { id, key } = await registered('resend@newco.com')
    expect((await resend(id, 'resend@newco.com')).json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: '请稍后再重新发送激活邮件',
    })
    expect(await latestActivationKey(t, 'resend@newco.com')).toBe(key)

    await ageKey(id, '31 seconds')
    expect((await resend(id, 'RESEND@newco.com')).json()).toEqual({
      code: RESPONSE_CODES.OK,
      message: 'OK',
      data: null,
    })
    const newKey = await latestActivationKey(t, 'resend@newco.com')
    expect(newKey).not.toBe(key)
    expect((await activateKey(key)).json()).toEqual(ACTIVATION_ERROR)
    expect((await activateKey(newKey)).json()).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { email: 'resend@newco.com' },
    })
  })

  it('needs the id and e-mail of a registration not yet activated', async () => {
    const { id, key } = await registered('match@newco.com')
    await ageKey(id, '31 seconds')
    for (const [badId, email] of [
      [id, 'other@newco.com'],
      ['00000000-0000-0000-0000-000000000000', 'match@newco.com'],
      ['not-a-uuid', 'match@newco.com'],
    ] as const) {
      expect((await resend(badId, email)).json(), `${badId} ${email}`).toMatchObject({
        code: RESPONSE_CODES.FAILURE,
        message: '请勿非法操作',
      })
    }
    await activateKey(key)
    expect((await resend(id, 'match@newco.com')).json().message).toBe('请勿非法操作')
  })
})
