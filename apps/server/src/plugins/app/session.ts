import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { RouteAccess } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import type { Queryable } from '../../db/database'
import { withStaleNotices, type StaleChange } from '../../db/stale/with-stale-notices'

/** The kinds of route that need a session. */
export type SessionAccess = Exclude<RouteAccess, 'public' | 'demo' | 'operator'>

/**
 * Finds the caller's session for a route of this access, or throws the answer the page gets instead. The
 * sessions module knows cookies, stored sessions and login stages; this plugin only puts its answer on requests.
 */
export type SessionAuthenticator = (
  request: FastifyRequest,
  reply: FastifyReply,
  access: SessionAccess,
) => Promise<NonNullable<FastifyRequest['session']>>

/**
 * Gives the routes that ask for it the caller's session (`app.sessionGuard(access)`), and their tenant's
 * database (`request.withTenant`).
 * @example await app.register(sessionPlugin, { authenticate: authenticateSession })
 */
export const sessionPlugin = fp<{ authenticate: SessionAuthenticator }>(async (app, { authenticate }) => {
  app.decorateRequest('session', null)
  app.decorateRequest('withTenant', function <
    T,
  >(this: FastifyRequest, work: (tx: Queryable, changed: StaleChange) => Promise<T>) {
    if (!this.session) throw new AppError('NOT_COOKIE', 'session.missing', 401)
    return withStaleNotices(app.store, this.session.tenantId, work)
  })

  app.decorate(
    'sessionGuard',
    (access: SessionAccess) => async (request: FastifyRequest, reply: FastifyReply) => {
      request.session = await authenticate(request, reply, access)
    },
  )
})
