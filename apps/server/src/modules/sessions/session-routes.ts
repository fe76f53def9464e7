import type { FastifyInstance } from 'fastify'
import { PUSH_CLOSE_CODES, logoutRoute, tokenRoute } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { takeAgentOffline } from '../channel-presence/channel-presence-offline'
import { clearSessionCookie } from './session-cookie'
import { endSession } from './session-lookup'
import { buildTokenResponse } from './token-response'

/** Logout, and the login check every page makes (POST /user/token). */
export async function sessionRoutes(app: FastifyInstance) {
  serveRoute(app, logoutRoute, async ({ request, reply }) => {
    if (request.session) {
      // The agent is gone: no chat, e-mail or video may wait on them (their pages are told before they close).
      await takeAgentOffline(app, request.session)
      await endSession(app.store, request.session, 'logout')
      await app.pushBus.publish({
        audience: { sessionIds: [request.session.sessionId] },
        closeCode: PUSH_CLOSE_CODES.loggedOut,
      })
    }
    clearSessionCookie(reply)
    return null
  })

  serveRoute(app, tokenRoute, async ({ request }) => {
    const response = await buildTokenResponse(request)
    // No session is an answer here, not a refusal (the route's answersNoSession).
    if (!response) throw new AppError('FAILURE_AUTH_EXPIRE', 'session.expired', 200)
    return response
  })
}
