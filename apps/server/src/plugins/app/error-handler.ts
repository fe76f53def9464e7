import fp from 'fastify-plugin'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  PORTAL_BASE_PATH,
  RESPONSE_CODES,
  translateMessage,
  type MessageKey,
  type ResponseCodeName,
} from '@portal/contract'
import { AppError, type AppErrorOptions } from '../../lib/app-error'
import { localeOfUrl } from './request-locale'

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

/** What a client got wrong in a request the framework refused before any route ran, by status; else invalid. */
const MESSAGE_BY_STATUS: Partial<Record<number, MessageKey>> = {
  404: 'request.notFound',
  413: 'request.tooLarge',
  414: 'request.uriTooLong',
  415: 'request.unsupportedMediaType',
  429: 'request.tooMany',
}
const MESSAGE_BY_FRAMEWORK_CODE: Partial<Record<string, MessageKey>> = {
  FST_ERR_BAD_URL: 'request.badUrl',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.malformedJson',
}

const sendError = (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
  // A 503 (the database is away) is not logged per request: the database reports each outage once.
  if (error instanceof AppError)
    return sendEnvelope(request, reply, error.httpStatus, error.codeName, error.messageKey, error.options)
  const { statusCode: status = 500, code = '' } = error as Partial<FastifyError>
  if (status >= 400 && status < 500) {
    const key = MESSAGE_BY_FRAMEWORK_CODE[code] ?? MESSAGE_BY_STATUS[status] ?? 'request.invalid'
    return sendEnvelope(request, reply, status, 'FAILURE', key)
  }
  request.log.error({ err: error }, 'request failed')
  return sendEnvelope(request, reply, 500, 'FAILURE', 'server.error')
}

/**
 * The envelope for what the router refuses before any hook runs (a malformed URL, a path parameter longer than
 * the contract allows): Fastify's `frameworkErrors`, so the caller's language comes from the raw URL.
 */
export const sendFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  request.locale = localeOfUrl(request.raw.url)
  // No hook ran, the security headers' neither: an error answer is never to be sniffed or framed.
  reply.header('X-Content-Type-Options', 'nosniff').header('X-Frame-Options', 'SAMEORIGIN')
  return sendError(error, request, reply)
}

const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const

/** The methods some route answers at this URL: none for an unknown path. */
const methodsAt = (app: FastifyInstance, url: string) =>
  ROUTE_METHODS.filter((method) => app.findRoute({ method, url }) !== null)

/** One error handler: contract codes in the caller's language, and no detail of a server fault leaks out. */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler(sendError)

  app.setNotFoundHandler((request, reply) => {
    if (isPortalPage(request) && reply.sendSpaIndex) return reply.sendSpaIndex()
    const allowed = methodsAt(app, request.url)
    if (allowed.length === 0 || allowed.includes(request.method as (typeof allowed)[number]))
      return sendEnvelope(request, reply, 404, 'FAILURE', 'request.notFound')
    reply.header('Allow', allowed.join(', '))
    return sendEnvelope(request, reply, 405, 'FAILURE', 'request.methodNotAllowed')
  })
})
