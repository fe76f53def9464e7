import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { RouteAccess } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import type { Queryable } from '../../db/database'
import { findSession, type SessionContext } from '../../modules/sessions/session-repository'
import { clearSessionCookie, readSessionToken } from '../../modules/sessions/session-cookie'

/** The session stages each kind of route accepts. */
const STAGES_ALLOWED: Record<
  Exclude<RouteAccess, 'public' | 'demo' | 'operator'>,
  readonly SessionContext['stage'][]
> = {
  session: ['full'],
  secondFactor: ['second_factor'],
  passwordChange: ['full', 'password_change'],
}

/**
 * Authenticates the session cookie for the routes that ask for it, and gives them their tenant's database. A
 * session ended by a login elsewhere answers REMOTE_LOGIN with its message; one that owes a login step can call
 * only that step.
 */
export const sessionPlugin = fp(async (app) => {
  app.decorateRequest('session', null)
  app.decorateRequest('withTenant', function <T>(this: FastifyRequest, work: (tx: Queryable) => Promise<T>) {
    if (!this.session) throw new AppError('NOT_COOKIE', 'session.missing', 401)
    return app.store.db.withTenant(this.session.tenantId, work)
  })

  app.decorate(
    'sessionGuard',
    (access: keyof typeof STAGES_ALLOWED) => async (request: FastifyRequest, reply: FastifyReply) => {
      request.session = await authenticate(request, reply)
      if (!STAGES_ALLOWED[access].includes(request.session.stage)) {
        throw new AppError('ACCESS_DENY', 'login.stepRequired', 403)
      }
    },
  )

  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<SessionContext> {
    const token = readSessionToken(request)
    if (!token) throw new AppError('NOT_COOKIE', 'session.missing', 401)
    const found = await findSession(app.store.db, token, app.config.sessionIdleSeconds)
    if (found && 'live' in found) return found.live
    clearSessionCookie(reply)
    if (found) throw new AppError('REMOTE_LOGIN', 'login.remoteLogin', 401)
    throw new AppError('FAILURE_AUTH_EXPIRE', 'session.expired', 401)
  }
})
