import { constants, createPublicKey, publicEncrypt } from 'node:crypto'
import { latestActivationLink, latestSmsCode, outboxFor } from './demo-outbox'

type Envelope<T> = { code: number; message: string; data: T }

const call = async <T>(origin: string, path: string, body?: object): Promise<Envelope<T>> => {
  const response = await fetch(`${origin}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  return (await response.json()) as Envelope<T>
}

/** Seals a password as the browser does: RSA-OAEP (SHA-256) over `{ nonce, password }` with a fresh challenge. */
async function sealed(origin: string, password: string): Promise<string> {
  const { data } = await call<{ publicKey: string; nonce: string }>(origin, '/user/login/challenge')
  const key = createPublicKey({ key: Buffer.from(data.publicKey, 'base64'), format: 'der', type: 'spki' })
  const plaintext = Buffer.from(JSON.stringify({ nonce: data.nonce, password }))
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    plaintext,
  ).toString('base64')
}

/**
 * Registers through the real API, as another visitor would in another browser, and returns the activation link.
 * Captcha and SMS code come from the demo outbox.
 */
export async function registerOverHttp(
  origin: string,
  form: { mobile: string; email: string; password: string; companyName: string; inviteCode?: string },
) {
  const captcha = await call<{ authorization: string }>(origin, '/user/captcha?captchaType=register')
  const [answer] = await outboxFor(origin, `captcha:${captcha.data.authorization}`)
  const query = new URLSearchParams({
    mobile: form.mobile,
    captcha: answer?.body ?? '',
    LOCAL_TOKEN: captcha.data.authorization,
  })
  await call(origin, `/user/register/sms-code?${query}`)
  const code = await latestSmsCode(origin, form.mobile)
  const validated = await call<{ authorization: string }>(origin, '/user/register/validate', {
    phone: form.mobile,
    code,
  })
  const registered = await call(origin, '/user/register', {
    LOCAL_TOKEN: validated.data.authorization,
    name: '另一位',
    email: form.email,
    password: await sealed(origin, form.password),
    companyName: form.companyName,
    companyTypes: 'other',
    inviteCode: form.inviteCode,
  })
  if (registered.code !== 10000) throw new Error(`registration failed: ${registered.message}`)
  return latestActivationLink(origin, form.email)
}
