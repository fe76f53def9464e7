import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { fetchChallenge, loginAs, postLogin, sealPassword } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'
import { hashPassword } from '../accounts/password-hashing'
import { issueSmsCode } from '../sms-codes/sms-code-service'
import { queryOf } from '../../../test/lifecycle-helpers'
import { solvableCaptcha } from '../../../test/captcha-helpers'
import { latestSmsCode, outboxFor } from '../../../test/outbox-helpers'

const OLD_PASSWORD = 'Qv7#mRt2Lp'
const NEW_PASSWORD = 'Zk4!wNd8Hs'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

/** An agent of the demo tenant with an e-mail and a phone, protocol agreed. */
async function createAgent(email: string, phone: string) {
  await ownerQuery(
    t.store,
    `WITH account AS (
       INSERT INTO staff_accounts (email, phone, name, password_hash) VALUES ($1, $2, 'Reset test', $3) RETURNING id
     )
     INSERT INTO tenant_members (tenant_id, account_id, role_id, protocol_agreed_at)
     SELECT t.id, account.id, r.id, now() FROM account, tenants t JOIN roles r ON r.tenant_id = t.id
     WHERE t.code = 'demo' AND r.code = 'agent'`,
    [email, phone, await hashPassword(OLD_PASSWORD)],
  )
}

async function requestCode(
  email: string,
  mobile: string,
  captcha?: { LOCAL_TOKEN: string; captcha: string },
) {
  const solved = captcha ?? (await solvableCaptcha(t.app, t.store, 'findpwd'))
  return t.app.inject({
    method: 'GET',
    url: `/user/password/reset/sms-code?${queryOf({ email, mobile, ...solved })}`,
  })
}

async function submitReset(
  fields: { email: string; phone: string; code: string },
  password: string,
  confirm?: 1,
) {
  return t.app.inject({
    method: 'POST',
    url: '/user/password/reset',
    payload: {
      ...fields,
      password: sealPassword(await fetchChallenge(t.app), password),
      ...(confirm ? { confirmWeakPwd: confirm } : {}),
    },
  })
}

const tokenCheck = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/user/token', headers: { cookie }, payload: {} })

describe('password reset', () => {
  it('sets the new password with the SMS code, ends the old sessions, and the new password logs in', async () => {
    await createAgent('reset1@demo.com', '13900000001')
    const oldSession = await loginAs(t.app, 'reset1@demo.com', OLD_PASSWORD)
    expect((await requestCode('reset1@demo.com', '13900000001')).json()).toMatchObject({
      code: RESPONSE_CODES.OK,
    })
    const code = await latestSmsCode(t.app, '13900000001')

    const reset = await submitReset({ email: 'reset1@demo.com', phone: '13900000001', code }, NEW_PASSWORD)
    expect(reset.json()).toMatchObject({ code: RESPONSE_CODES.OK, data: null })

    // The old session's page is told why it ended, in its offline dialog.
    expect((await tokenCheck(oldSession)).json()).toMatchObject({
      code: RESPONSE_CODES.REMOTE_LOGIN,
      message: '密码已修改，请重新登录',
    })
    expect((await postLogin(t.app, 'reset1@demo.com', NEW_PASSWORD)).json().code).toBe(RESPONSE_CODES.OK)
    expect((await postLogin(t.app, 'reset1@demo.com', OLD_PASSWORD)).json().code).toBe(
      RESPONSE_CODES.FAILURE_LOGIN,
    )
  })

  it('refuses a code that was used already', async () => {
    await createAgent('reset2@demo.com', '13900000002')
    await requestCode('reset2@demo.com', '13900000002')
    const fields = {
      email: 'reset2@demo.com',
      phone: '13900000002',
      code: await latestSmsCode(t.app, '13900000002'),
    }
    expect((await submitReset(fields, NEW_PASSWORD)).json().code).toBe(RESPONSE_CODES.OK)
    expect((await submitReset(fields, 'Yp3$gTe9Wc')).json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: '验证码错误，请重新输入',
    })
  })

  it('answers an unknown e-mail or another phone exactly as a matching pair, limits included', async () => {
    await createAgent('reset3@demo.com', '13900000003')
    const cases = [
      ['reset3@demo.com', '13900000003'],
      ['nobody@demo.com', '13900000004'],
      ['reset3@demo.com', '13900000005'],
    ] as const
    const first = await Promise.all(cases.map(([email, phone]) => requestCode(email, phone)))
    const again = await Promise.all(cases.map(([email, phone]) => requestCode(email, phone)))
    for (const response of first) {
      expect([response.statusCode, response.json()]).toEqual([
        200,
        // Every answer carries a ticket that looks alike, whether or not a code was sent.
        {
          code: RESPONSE_CODES.OK,
          message: 'OK',
          data: { deliveryTicket: expect.stringMatching(/^[0-9a-f-]{36}$/) },
        },
      ])
    }
    for (const response of again) {
      expect(response.statusCode).toBe(again[0]?.statusCode)
      expect(response.json()).toEqual(again[0]?.json())
    }
    expect(again[0]?.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: '验证码发送过于频繁，请稍后再试',
    })
    expect(await outboxFor(t.app, '13900000003')).toHaveLength(1)
    expect(await outboxFor(t.app, '13900000004')).toHaveLength(0)
    expect(await outboxFor(t.app, '13900000005')).toHaveLength(0)
    const counted = await ownerQuery<{ target: string }>(
      t.store,
      "SELECT target FROM sms_codes WHERE purpose = 'reset' AND target LIKE '1390000000_' ORDER BY target",
    )
    expect(counted.map((row) => row.target)).toEqual(expect.arrayContaining(['13900000004', '13900000005']))
  })

  it('does not take a code sent for login', async () => {
    await createAgent('reset4@demo.com', '13900000006')
    await issueSmsCode(
      { db: t.store.db, sms: t.app.sms },
      { purpose: 'login', target: '13900000006', ip: '10.0.0.6', locale: 'zh-CN' },
    )
    const loginCode = await latestSmsCode(t.app, '13900000006')
    const reset = await submitReset(
      { email: 'reset4@demo.com', phone: '13900000006', code: loginCode },
      NEW_PASSWORD,
    )
    expect(reset.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: '验证码错误，请重新输入' })
  })

  it('refuses a wrong captcha and sends nothing', async () => {
    await createAgent('reset5@demo.com', '13900000007')
    const { LOCAL_TOKEN } = await solvableCaptcha(t.app, t.store, 'findpwd')
    const response = await requestCode('reset5@demo.com', '13900000007', { LOCAL_TOKEN, captcha: 'zzzz' })
    expect(response.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: '图形验证码错误或已失效' })
    expect(await outboxFor(t.app, '13900000007')).toHaveLength(0)
  })

  it('checks the e-mail and phone with the reset rules, in the caller language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/user/password/reset/sms-code?${queryOf({ email: 'not-an-email', mobile: '13900000008', captcha: 'x', LOCAL_TOKEN: 'y', locale: 'en-US' })}`,
    })
    expect(response.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: 'Email format incorrect' })
  })

  it('takes a stronger password refilled after the weak-password answer, on the same code', async () => {
    await createAgent('reset7@demo.com', '13900000010')
    await requestCode('reset7@demo.com', '13900000010')
    const fields = {
      email: 'reset7@demo.com',
      phone: '13900000010',
      code: await latestSmsCode(t.app, '13900000010'),
    }
    expect((await submitReset(fields, 'Password1')).json().code).toBe(RESPONSE_CODES.CONFIRM_WEAK_PWD)
    expect((await submitReset(fields, 'Stronger#2027x')).json().code).toBe(RESPONSE_CODES.OK)
    expect((await postLogin(t.app, 'reset7@demo.com', 'Stronger#2027x')).json().code).toBe(RESPONSE_CODES.OK)
  })

  it('warns about a weak password, then takes it once with confirmWeakPwd=1 and the same code, and only for that account', async () => {
    await createAgent('reset6@demo.com', '13900000009')
    await requestCode('reset6@demo.com', '13900000009')
    const fields = {
      email: 'reset6@demo.com',
      phone: '13900000009',
      code: await latestSmsCode(t.app, '13900000009'),
    }

    const warned = await submitReset(fields, 'Password1')
    expect([warned.statusCode, warned.json()]).toEqual([
      200,
      { code: RESPONSE_CODES.CONFIRM_WEAK_PWD, message: '账号存在风险', data: null },
    ])
    // Refilled without confirming: the same answer, on a renewed grant (the code itself is spent).
    expect((await submitReset(fields, 'Password1')).json().code).toBe(RESPONSE_CODES.CONFIRM_WEAK_PWD)
    expect((await submitReset({ ...fields, email: 'reset1@demo.com' }, 'Password1', 1)).json().code).toBe(
      RESPONSE_CODES.FAILURE,
    )
    expect((await submitReset(fields, 'Password1', 1)).json()).toMatchObject({ code: RESPONSE_CODES.OK })
    expect((await submitReset(fields, 'Password1', 1)).json().code).toBe(RESPONSE_CODES.FAILURE)

    const accepted = await ownerQuery<{ weak_password_accepted_at: Date | null }>(
      t.store,
      "SELECT weak_password_accepted_at FROM staff_accounts WHERE email = 'reset6@demo.com'",
    )
    expect(accepted[0]?.weak_password_accepted_at).toBeInstanceOf(Date)
    expect((await postLogin(t.app, 'reset6@demo.com', 'Password1')).json().code).toBe(RESPONSE_CODES.OK)
  })
})
