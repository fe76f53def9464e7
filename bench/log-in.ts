import { RESPONSE_CODES, SESSION_COOKIE_NAME, type Envelope, type LoginChallenge } from '@portal/contract'
import { sealPassword } from '../apps/server/test/login-helpers'

export type LoginOutcome = { code: number | undefined; cookie: string | undefined }

/**
 * One complete account login as the browser does it: fetch a challenge, seal `{ nonce, password }` with
 * RSA-OAEP, post it.
 * @example const { code, cookie } = await logIn(origin, 'admin@demo.com', 'Admin@2026')
 */
export async function logIn(origin: string, account: string, password: string): Promise<LoginOutcome> {
  const challengeResponse = await fetch(`${origin}/user/login/challenge`)
  const challenge = (await challengeResponse.json()) as Envelope<LoginChallenge>
  if (challenge.code !== RESPONSE_CODES.OK || !challenge.data)
    return { code: challenge.code, cookie: undefined }
  const response = await fetch(`${origin}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginType: 'account', account, password: sealPassword(challenge.data, password) }),
  })
  const envelope = (await response.json()) as Envelope<unknown>
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`))
  return { code: envelope.code, cookie }
}
