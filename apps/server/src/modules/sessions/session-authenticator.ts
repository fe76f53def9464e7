import type { FastifyReply, FastifyRequest } from 'fastify'
import { localeSchema } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import type { SessionAccess, SessionAuthenticator } from '../../plugins/app/session'
import { clearSessionCookie, readSessionToken } from './session-cookie'
import type { SessionContext, SessionStage } from './session-repository'
import { findSession } from './session-lookup'
import { TOLD_SESSION_END_MESSAGES } from './told-session-ends'

/** The session stages each kind of route accepts. */
const STAGES_ALLOWED: Record<SessionAccess, readonly SessionStage[]> = {
  session: ['full'],
  secondFactor: ['second_factor'],
  passwordChange: ['full', 'password_change'],
}

/**
 * The session behind the request's cookie, for the session plugin. A session a person ended from elsewhere answers
 * REMOTE_LOGIN (forced offline: the page shows the message in its offline dialog) with why; one that owes a login
 * step can call only that step.
 */
export const authenticateSession: SessionAuthenticator = async (request, reply, access) => {
  const session = await findLiveSession(request, reply)
  if (!STAGES_ALLOWED[access].includes(session.stage)) {
    throw new AppError('ACCESS_DENY', 'login.stepRequired', 403)
  }
  return session
}

async function findLiveSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionContext> {
  const token = readSessionToken(request)
  if (!token) throw new AppError('NOT_COOKIE', 'session.missing', 401)
  const { store, config } = request.server
  // Only a language the page names is noted: a request without one (an image, the push socket) says nothing of it.
  const named = localeSchema.safeParse((request.query as { locale?: unknown } | undefined)?.locale)
  const found = await findSession(store, token, config.sessionIdleSeconds, named.data)
  if (found && 'live' in found) return found.live
  clearSessionCookie(reply)
  if (found) throw new AppError('REMOTE_LOGIN', TOLD_SESSION_END_MESSAGES[found.why], 401)
  throw new AppError('FAILURE_AUTH_EXPIRE', 'session.expired', 401)
}
