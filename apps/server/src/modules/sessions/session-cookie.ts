import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_COOKIE_NAME } from '@portal/contract'

export const readSessionToken = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE_NAME]

/**
 * Sets the session cookie: HttpOnly, SameSite=Lax, Secure whenever the request came over https.
 * @param maxAgeSeconds omitted for a cookie that ends with the browser session
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds?: number,
) {
  reply.setCookie(SESSION_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  })
}

export const clearSessionCookie = (reply: FastifyReply) =>
  reply.clearCookie(SESSION_COOKIE_NAME, { path: '/' })
