import type { FastifyInstance } from 'fastify'
import { RESPONSE_CODES, endOwnSessionRoute, ownSessionsRoute, sessionEndedPush } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { declaredPush } from '../../plugins/app/push/push-publication'
import { endAccountSession, listLiveSessions } from './own-session-repository'
import { loadCurrentTenant, sessionIdleSeconds } from '../tenants/tenant-settings-repository'
import { TOLD_SESSION_ENDS, TOLD_SESSION_END_MESSAGES } from '../sessions/told-session-ends'

const { endedByOwner } = TOLD_SESSION_ENDS

/** The caller's own signed-in sessions in their tenant, and ending one of the others at once. */
export async function ownSessionRoutes(app: FastifyInstance) {
  serveRoute(app, ownSessionsRoute, async ({ request }) => {
    const { accountId = '', sessionId = '' } = request.session ?? {}
    const rows = await request.withTenant(async (tx) => {
      const tenant = await loadCurrentTenant(tx)
      return listLiveSessions(
        tx,
        accountId,
        sessionIdleSeconds(tenant, request.server.config.sessionIdleSeconds),
      )
    })
    const sessions = rows.map((row) => ({
      id: row.id,
      ip: row.ip,
      userAgent: row.user_agent,
      signedInAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      isCurrent: row.id === sessionId,
    }))
    return [
      ...sessions.filter((session) => session.isCurrent),
      ...sessions.filter((session) => !session.isCurrent),
    ]
  })

  serveRoute(app, endOwnSessionRoute, async ({ params, request }) => {
    const { accountId = '', sessionId = '' } = request.session ?? {}
    if (params.id === sessionId) throw new AppError('FAILURE', 'profile.sessionIsCurrent', 400)
    const isEnded = await request.withTenant(async (tx, changed) => {
      changed({ sessionId: params.id })
      return endAccountSession(tx, accountId, params.id, endedByOwner)
    })
    if (!isEnded) throw new AppError('FAILURE', 'profile.sessionNotFound', 404)
    await app.pushBus.publish(
      declaredPush(sessionEndedPush, {
        audience: { sessionIds: [params.id] },
        payload: { code: RESPONSE_CODES.FAILURE_AUTH_EXPIRE },
        localized: { message: TOLD_SESSION_END_MESSAGES[endedByOwner] },
      }),
    )
    return null
  })
}
