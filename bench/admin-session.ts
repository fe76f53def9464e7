import { RESPONSE_CODES, tokenRoute } from '@portal/contract'
import { logIn } from './log-in'
import { DEMO_ADMIN } from './login-throughput'

/**
 * Logs in once as the demo admin and checks the session really answers the token call, so the authenticated
 * figure measures work rather than a stream of refusals.
 * @example const cookie = await openAdminSession(origin) // 'portal_sid=...'
 */
export async function openAdminSession(origin: string): Promise<string> {
  const { code, cookie } = await logIn(origin, DEMO_ADMIN.account, DEMO_ADMIN.password)
  if (code !== RESPONSE_CODES.OK || !cookie) {
    throw new Error(`the admin login failed at ${origin}: code ${code}, cookie ${cookie ? 'set' : 'missing'}`)
  }
  const response = await fetch(`${origin}${tokenRoute.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  })
  const envelope = (await response.json()) as { code?: number }
  if (envelope.code !== RESPONSE_CODES.OK) {
    throw new Error(`the token call with a fresh session answered ${response.status} code ${envelope.code}`)
  }
  return cookie
}
