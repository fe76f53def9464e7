import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  DEFAULT_ROUTE_PATH,
  LOGIN_ROUTE_PATH,
  SSO_SECOND_STEP_PARAM,
  type SsoLoginError,
} from '@portal/contract'
import { completeLogin, startStepSession } from '../auth/login-completion'
import { ssoSecondFactorDemand } from '../auth/second-factor-step'
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
 * browser a handle to end the provider's session at logout. The portal's own second factor is skipped only when
 * the provider says it used one (OIDC `amr`, SAML AuthnContextClassRef); otherwise a member who has one, or whose
 * role requires one, goes to the login page's second step first.
 */
export async function signInAs(
  request: FastifyRequest,
  reply: FastifyReply,
  sign: {
    tenantId: string
    settings: StoredSsoSettings
    value: string | null
    isMultiFactor: boolean
    login: SsoLogin
  },
) {
  const { db } = request.server.store
  const { tenantId, settings, value } = sign
  const staff = value
    ? await db.withTenant(tenantId, (tx) => findStaffBy(tx, settings.matchField, value))
    : null
  if (!staff) return refuseSignIn(reply, 'unknown')
  if (staff.status === 'stopped') return refuseSignIn(reply, 'stopped')
  const who = { accountId: staff.accountId, tenantId }
  const demand = sign.isMultiFactor
    ? null
    : await db.withTenant(tenantId, (tx) => ssoSecondFactorDemand(tx, staff.accountId))
  if (demand) await startStepSession(request, reply, who, 'second_factor')
  else await completeLogin(request, reply, who)
  const handle = randomBytes(24).toString('base64url')
  await db.withTenant(tenantId, (tx) => insertSsoLogin(tx, handle, sign.login))
  reply.setCookie(SSO_LOGIN_COOKIE, handle, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: SSO_COOKIE_PATH,
  })
  return reply.redirect(demand ? `${LOGIN_ROUTE_PATH}?${SSO_SECOND_STEP_PARAM}=1` : DEFAULT_ROUTE_PATH)
}
