import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { PUSH_CLOSE_CODES, RESPONSE_CODES, remoteLoginPush } from '@portal/contract'
import { declaredPush } from '../../plugins/app/push/push-publication'
import { readSessionToken, setSessionCookie } from '../sessions/session-cookie'
import {
  STEP_SESSION_TTL_SECONDS,
  createSession,
  startFullSession,
  type SessionStage,
} from '../sessions/session-repository'
import { endSession, findSession } from '../sessions/session-lookup'
import { TOLD_SESSION_ENDS, TOLD_SESSION_END_MESSAGES } from '../sessions/told-session-ends'

type Who = { accountId: string; tenantId: string }

/** Whatever session this browser had ends: each login, and each step of one, gets a new token. */
async function endBrowserSession(request: FastifyRequest, reason: string) {
  const token = readSessionToken(request)
  const previous = token
    ? await findSession(request.server.store, token, request.server.config.sessionIdleSeconds)
    : null
  if (previous && 'live' in previous) {
    await endSession(request.server.store, previous.live, reason)
    // The browser's one push socket belonged to it: it reconnects, with the new session's cookie.
    await request.server.pushBus.publish({
      audience: { sessionIds: [previous.live.sessionId] },
      closeCode: PUSH_CLOSE_CODES.sessionReplaced,
    })
  }
}

/**
 * Finishes a login: a fresh full session in its cookie, and every other session of the account ended as a
 * remote login, whose open pages are told at once.
 */
export async function completeLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  who: Who & { rememberMe?: boolean },
) {
  const { store, config, pushBus } = request.server
  await endBrowserSession(request, 'new-login')
  const ttlSeconds = who.rememberMe ? config.sessionRememberSeconds : config.sessionAbsoluteSeconds
  const { token, ended } = await startFullSession(
    store.db,
    { ...who, ttlSeconds, ip: request.ip, userAgent: request.headers['user-agent'] },
    TOLD_SESSION_ENDS.remoteLogin,
  )
  // The ended sessions are forgotten here at once, as endSession does: the older page's next request may reach
  // this process before the database's stale notice does, and must already be refused.
  for (const sessionId of ended) {
    store.staleNotices.announceLocally({ tenantId: null, accountId: null, sessionId, cursor: null })
  }
  setSessionCookie(request, reply, token, who.rememberMe ? ttlSeconds : undefined)
  if (ended.length > 0) {
    await pushBus.publish(
      declaredPush(remoteLoginPush, {
        audience: { sessionIds: ended },
        payload: { code: RESPONSE_CODES.REMOTE_LOGIN },
        localized: { message: TOLD_SESSION_END_MESSAGES[TOLD_SESSION_ENDS.remoteLogin] },
      }),
    )
  }
}

/**
 * Starts a session that can do only the step a login still owes (second factor, password change).
 * @returns the step's handle, which the page sends back with the step
 */
export async function startStepSession(
  request: FastifyRequest,
  reply: FastifyReply,
  who: Who,
  stage: Exclude<SessionStage, 'full'>,
) {
  await endBrowserSession(request, 'new-login')
  const stepHandle = randomBytes(18).toString('base64url')
  const { token } = await createSession(request.server.store.db, {
    ...who,
    ttlSeconds: STEP_SESSION_TTL_SECONDS,
    stage,
    stepHandle,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  })
  setSessionCookie(request, reply, token)
  return stepHandle
}
