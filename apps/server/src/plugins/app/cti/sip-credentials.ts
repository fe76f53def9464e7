import { createHmac } from 'node:crypto'
import type { Config } from '../../../config/env'

export type SipCredentials = { authorizationUser: string; password: string; expiresAt: Date }

/**
 * Short-lived SIP credentials for `user`, which the SIP server checks with the secret we share and no account
 * stored on it (kamailio's auth_ephemeral, the TURN REST convention): the user name is "expiry:user" with the
 * expiry in Unix seconds, the password base64(HMAC-SHA1(secret, user name)). Once expired they are refused.
 * @example mintSipCredentials(sip, 'demo.agent01', now) // { authorizationUser: '1790000000:demo.agent01', ... }
 */
export function mintSipCredentials(sip: NonNullable<Config['sip']>, user: string, now: Date): SipCredentials {
  const expiry = Math.floor(now.getTime() / 1000) + sip.credentialSeconds
  const authorizationUser = `${expiry}:${user}`
  const password = createHmac('sha1', sip.sharedSecret).update(authorizationUser).digest('base64')
  return { authorizationUser, password, expiresAt: new Date(expiry * 1000) }
}
