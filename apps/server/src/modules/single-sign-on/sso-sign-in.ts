import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { DEFAULT_ROUTE_PATH, LOGIN_ROUTE_PATH, type SsoLoginError } from '@portal/contract'
import { completeLogin } from '../auth/login-completion'
import { findStaffBy, insertSsoLogin, type SsoLogin, type StoredSsoSettings } from './sso-settings-repository'

/** The HttpOnly cookie naming a sign-in's logout data, sent only to the single sign-on routes. */
export const SSO_LOGIN_COOKIE = 'portal_sso_login'
export const SSO_COOKIE_PATH = '/api/v1/sso/'

/** Back to the login page, which says why in the visitor's language. */
export const refuseSignIn = (reply: FastifyReply, reason: SsoLoginError) =>
  reply.redirect(`${LOGIN_ROUTE_PATH}?ssoError=${reason}`)

/**
 * Signs in the tenant's staff account that the provider's verified value names: an unknown or disabled account
 * is refused; any other gets a normal full session (cookie, other sessions ended, their pages told), and the
 * browser a handle to end the provider's session at logout.
 */
export async function signInAs(
  request: FastifyRequest,
  reply: FastifyReply,
  sign: { tenantId: string; settings: StoredSsoSettings; value: string | null; login: SsoLogin },
) {
  const { db } = request.server.store
  const { tenantId, settings, value } = sign
  const staff = value
    ? await db.withTenant(tenantId, (tx) => findStaffBy(tx, settings.matchField, value))
    : null
  if (!staff) return refuseSignIn(reply, 'unknown')
  if (staff.status === 'stopped') return refuseSignIn(reply, 'stopped')
  await completeLogin(request, reply, { accountId: staff.accountId, tenantId })
  const handle = randomBytes(24).toString('base64url')
  await db.withTenant(tenantId, (tx) => insertSsoLogin(tx, handle, sign.login))
  reply.setCookie(SSO_LOGIN_COOKIE, handle, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: SSO_COOKIE_PATH,
  })
  return reply.redirect(DEFAULT_ROUTE_PATH)
}
