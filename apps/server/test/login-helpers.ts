import { constants, createPublicKey, publicEncrypt } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { LoginChallenge } from '@portal/contract'

/** Encrypts a password the way the browser does: RSA-OAEP (SHA-256) over `{ nonce, password }`. */
export function sealPassword(
  challenge: LoginChallenge,
  password: string,
  padding = constants.RSA_PKCS1_OAEP_PADDING,
) {
  const key = createPublicKey({
    key: Buffer.from(challenge.publicKey, 'base64'),
    format: 'der',
    type: 'spki',
  })
  const plaintext = Buffer.from(JSON.stringify({ nonce: challenge.nonce, password }))
  return publicEncrypt({ key, padding, oaepHash: 'sha256' }, plaintext).toString('base64')
}

export async function fetchChallenge(app: FastifyInstance): Promise<LoginChallenge> {
  const response = await app.inject({ method: 'GET', url: '/user/login/challenge' })
  return response.json().data as LoginChallenge
}

/** A password sealed to a challenge of its own, as the browser sends one outside the login form. */
export const sealFresh = async (app: FastifyInstance, password: string) =>
  sealPassword(await fetchChallenge(app), password)

/** Posts a login with a freshly sealed password; `extra` adds or overrides payload fields. */
export async function postLogin(
  app: FastifyInstance,
  account: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const sealed = sealPassword(await fetchChallenge(app), password)
  return app.inject({
    method: 'POST',
    url: '/user/login?locale=zh-CN',
    headers,
    payload: { loginType: 'account', account, password: sealed, ...extra },
  })
}

/** The session cookie a response set, ready to send back as a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === 'portal_sid')
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`)
  return `portal_sid=${cookie.value}`
}

/** Logs in and returns the Cookie header of the new session. */
export async function loginAs(app: FastifyInstance, account: string, password: string, tenantId?: string) {
  return sessionCookieOf(await postLogin(app, account, password, tenantId ? { tenantId } : {}))
}
