import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import contentDisposition from 'content-disposition'
import {
  RESPONSE_CODES,
  cleanFileName,
  isMessageKey,
  type FileDownload,
  type MessageKey,
  type RouteDefinition,
  type RouteResponse,
} from '@portal/contract'
import { AppError } from './app-error'

type Input<S> = S extends z.ZodType ? z.output<S> : undefined

/**
 * An answer already turned into JSON, for a cache to keep: serveRoute sends it inside the envelope as it is,
 * instead of serialising the same page again on every call.
 * @example return new SerialisedAnswer(page)
 */
export class SerialisedAnswer<T> {
  readonly json: string
  constructor(readonly value: T) {
    this.json = JSON.stringify(value)
  }
}

export type RouteHandler<T extends RouteDefinition> = (input: {
  query: Input<T['query']>
  body: Input<T['body']>
  params: Input<T['params']>
  request: FastifyRequest
  reply: FastifyReply
}) => Promise<RouteResponse<T> | SerialisedAnswer<RouteResponse<T>>>

export type ServeOptions = {
  /** Throttles each client address: at most `max` calls a minute (brute-force and SMS abuse). */
  perIpPerMinute?: number
  /** The largest request body this route accepts, in bytes, when it needs more than the app's default. */
  bodyLimit?: number
}

/**
 * Serves a contract route: checks its input with the contract's schemas (a rule's message key becomes the
 * error message), enforces its access and permission, and wraps the answer in the envelope.
 * @example serveRoute(app, logoutRoute, async ({ request }) => { ...; return null })
 */
export function serveRoute<T extends RouteDefinition>(
  app: FastifyInstance,
  route: T,
  handler: RouteHandler<T>,
  options: ServeOptions = {},
) {
  const preHandler = accessGuards(app, route)
  if (route.permission) preHandler.push(requirePermission(route.permission))
  app.route({
    method: route.method,
    url: route.path,
    preHandler,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: options.perIpPerMinute ? { rateLimit: { max: options.perIpPerMinute, timeWindow: 60_000 } } : {},
    handler: async (request, reply) => {
      const data = await handler({
        query: parseInput(route.query, request.query) as Input<T['query']>,
        // No body at all is an empty one; a JSON `null` is no object, and is refused like any other mismatch.
        body: parseInput(
          route.body,
          request.body === undefined ? {} : request.body,
          'request.bodyNotObject',
        ) as Input<T['body']>,
        params: parseInput(route.params, request.params) as Input<T['params']>,
        request,
        reply,
      })
      if (data instanceof SerialisedAnswer) {
        if (app.config.validateResponses) route.response.parse(data.value)
        // The envelope of the object answer below, with the data's JSON as it was kept.
        return reply
          .type('application/json; charset=utf-8')
          .send(`{"code":${JSON.stringify(RESPONSE_CODES.OK)},"message":"OK","data":${data.json}}`)
      }
      if (app.config.validateResponses) route.response.parse(data)
      if (route.download) return sendFile(reply, data as FileDownload)
      return { code: RESPONSE_CODES.OK, message: 'OK', data: data ?? null }
    },
  })
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

function accessGuards(app: FastifyInstance, route: RouteDefinition): Guard[] {
  if (route.access === 'public' || route.access === 'demo') return []
  if (route.access === 'operator') return [app.operatorGuard]
  const guard = app.sessionGuard(route.access)
  return [route.answersNoSession ? answeringNoSession(guard) : guard]
}

/** A route that asks whether there is a session answers "none" (a 401) in an HTTP 200 envelope, same code. */
const answeringNoSession =
  (guard: Guard): Guard =>
  async (request, reply) => {
    try {
      await guard(request, reply)
    } catch (error) {
      if (!(error instanceof AppError) || error.httpStatus !== 401) throw error
      throw new AppError(error.codeName, error.messageKey, 200, error.options)
    }
  }

/**
 * A file always downloads (never renders in the portal's origin), and no cache keeps a copy; its name passes the
 * file-name rule once more, so a name stored before the rule existed is sent clean too.
 */
const sendFile = (reply: FastifyReply, file: FileDownload) =>
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(cleanFileName(file.fileName)))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength))

const requirePermission = (code: string) => async (request: FastifyRequest) => {
  // The same codes the menu and the current user show: role codes, §6 defaults and product-module codes.
  const access = await request.access()
  if (!access.permissions.has(code)) throw new AppError('ACCESS_DENY', 'request.forbidden', 403)
}

/** Checks an input; a rule's message key is the answer, and `wrongTypeKey` answers an input that is no object. */
function parseInput(
  schema: z.ZodType | undefined,
  value: unknown,
  wrongTypeKey: MessageKey = 'request.invalid',
): unknown {
  if (!schema) return undefined
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const message = issue?.message ?? ''
  if (isMessageKey(message)) throw new AppError('FAILURE', message, 400)
  const isWrongType = issue?.code === 'invalid_type' && issue.path.length === 0
  throw new AppError('FAILURE', isWrongType ? wrongTypeKey : 'request.invalid', 400)
}
