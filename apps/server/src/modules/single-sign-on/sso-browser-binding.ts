import { timingSafeEqual } from 'node:crypto'
import { secretHash } from '../../lib/secret-token'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SSO_COOKIE_PATH } from './sso-sign-in'

/**
 * The HttpOnly SameSite=Lax cookie binding a started sign-in to the browser that started it: OpenID Connect's
 * state, or SAML's random binding value. A second sign-in started in the same browser takes its place.
 */
const BINDING_COOKIE = 'portal_sso_state'
/** How long a started sign-in waits for its provider, OpenID Connect and SAML alike. */
export const SSO_REQUEST_TTL_SECONDS = 600

/** What the database keeps of a binding or handle (its text columns): its SHA-256, as base64url. */
export const tokenHash = (token: string): string => secretHash(token).toString('base64url')

/** Whether two hashes are the same, in a time that does not tell how much of them matched. */
export const isSameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** Binds the sign-in being started to this browser. */
export function bindToBrowser(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(BINDING_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: SSO_COOKIE_PATH,
    maxAge: SSO_REQUEST_TTL_SECONDS,
  })
}

/** The binding this browser holds, taken out of it: each is used once, whatever the outcome. */
export function takeBrowserBinding(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const value = request.cookies[BINDING_COOKIE]
  reply.clearCookie(BINDING_COOKIE, { path: SSO_COOKIE_PATH })
  return value || undefined
}
