// Test-only helpers for the account-lifecycle API tests (registration and password reset); no route imports them.
import { RESPONSE_CODES, type Locale } from '@portal/contract'
import type { TestApp } from './test-app'
import { fetchChallenge, sealPassword } from './login-helpers'
import { ownerQuery } from './owner-query'
import { solvableCaptcha } from './captcha-helpers'
import { latestSmsCode, outboxFor } from './outbox-helpers'

/** Moves every SMS code two minutes back, past the 60 s per-phone resend limit, without changing its expiry. */
export async function ageSmsCodes(t: TestApp): Promise<void> {
  await ownerQuery(t.store, "UPDATE sms_codes SET created_at = created_at - interval '2 minutes'")
}

/** A query string from plain values. */
export const queryOf = (values: Record<string, string>) => new URLSearchParams(values).toString()

/** Register step 1 for a phone: captcha, SMS code, validation. Returns the sign-up token. */
export async function verifiedPhone(t: TestApp, mobile: string): Promise<string> {
  const solved = await solvableCaptcha(t.app, t.store, 'register')
  const sent = await t.app.inject({
    method: 'GET',
    url: `/user/register/sms-code?${queryOf({ mobile, ...solved })}`,
  })
  if (sent.json().code !== RESPONSE_CODES.OK) throw new Error(`no register code for ${mobile}: ${sent.body}`)
  const validated = await t.app.inject({
    method: 'POST',
    url: '/user/register/validate',
    payload: { phone: mobile, code: await latestSmsCode(t.app, mobile) },
  })
  return validated.json().data.authorization
}

export type RegisterForm = {
  email: string
  password: string
  companyName: string
  companyTypes: string
  name?: string
  inviteCode?: string
}

/** Register step 2 with a freshly sealed password. */
export async function registerWith(
  t: TestApp,
  signupToken: string | undefined,
  form: RegisterForm,
  locale: Locale = 'zh-CN',
) {
  return t.app.inject({
    method: 'POST',
    url: `/user/register?locale=${locale}`,
    payload: {
      ...(signupToken ? { LOCAL_TOKEN: signupToken } : {}),
      name: form.name ?? '张三',
      email: form.email,
      password: sealPassword(await fetchChallenge(t.app), form.password),
      companyName: form.companyName,
      companyTypes: form.companyTypes,
      ...(form.inviteCode ? { inviteCode: form.inviteCode } : {}),
    },
  })
}

/** The activation key in the newest e-mail to an address. */
export async function latestActivationKey(t: TestApp, email: string): Promise<string> {
  const [mail] = await outboxFor(t.app, email)
  const link = mail?.body.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error(`no activation link mailed to ${email}`)
  return new URL(link).searchParams.get('key') ?? ''
}
