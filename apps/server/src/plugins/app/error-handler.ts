import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  PORTAL_BASE_PATH,
  RESPONSE_CODES,
  translateMessage,
  type MessageKey,
  type ResponseCodeName,
} from '@portal/contract'
import { AppError, type AppErrorOptions } from '../../lib/app-error'

const sendEnvelope = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  codeName: ResponseCodeName,
  key: MessageKey,
  options: AppErrorOptions = {},
) => {
  const envelope = {
    code: RESPONSE_CODES[codeName],
    message: translateMessage(request.locale, key, options.params),
    data: options.data ?? null,
  }
  reply.status(status)
  if (request.method !== 'HEAD' || !request.is404) return reply.send(envelope)
  // Fastify empties a HEAD answer on the HEAD routes it adds, not on the not-found answer: GET's headers, no body.
  const length = Buffer.byteLength(JSON.stringify(envelope))
  return reply.type('application/json; charset=utf-8').header('content-length', length).send()
}

/**
 * A page of the SPA (its router decides what to show); a path with a file extension is a missing asset. HEAD
 * answers like GET, for monitoring probes and link checkers.
 */
const isPortalPage = (request: FastifyRequest): boolean => {
  const path = request.url.split('?')[0] ?? ''
  const lastSegment = path.split('/').pop() ?? ''
  const isRead = request.method === 'GET' || request.method === 'HEAD'
  return isRead && path.startsWith(`${PORTAL_BASE_PATH}/`) && !lastSegment.includes('.')
}

/** One error handler: contract codes in the caller's language, and no detail of a server fault leaks out. */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    // A 503 (the database is away) is not logged per request: the database reports each outage once.
    if (error instanceof AppError)
      return sendEnvelope(request, reply, error.httpStatus, error.codeName, error.messageKey, error.options)
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (status === 429) return sendEnvelope(request, reply, 429, 'FAILURE', 'request.tooMany')
    if (status >= 400 && status < 500)
      return sendEnvelope(request, reply, status, 'FAILURE', 'request.invalid')
    request.log.error({ err: error }, 'request failed')
    return sendEnvelope(request, reply, 500, 'FAILURE', 'server.error')
  })

  app.setNotFoundHandler((request, reply) => {
    if (isPortalPage(request) && reply.sendSpaIndex) return reply.sendSpaIndex()
    return sendEnvelope(request, reply, 404, 'FAILURE', 'request.notFound')
  })
})
