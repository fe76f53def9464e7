import { createHash, timingSafeEqual } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error'
import { loadOperatorToken } from './operator-token'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Equal digests of equal length: the comparison takes the same time however much of the token is right. */
const isOperatorToken = (candidate: string, token: string) =>
  timingSafeEqual(digest(candidate), digest(token))

/**
 * Loads the operator token at start (see loadOperatorToken) and decorates `app.operatorGuard`, the preHandler
 * of operator routes: the request must carry `Authorization: Bearer <operator token>`.
 * @example app.route({ ..., preHandler: [app.operatorGuard] })
 */
export const operatorTokenPlugin = fp(async (app) => {
  app.decorate('operatorToken', await loadOperatorToken(app.config))
  app.decorate('operatorGuard', async (request: FastifyRequest) => {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')
    if (!match?.[1] || !isOperatorToken(match[1], app.operatorToken)) {
      throw new AppError('ACCESS_DENY', 'request.forbidden', 401)
    }
  })
})
