import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  SIP_SIGNATURE_HEADER,
  sipInboundCallRoute,
  sipServerEventRoute,
  type SipServerEventBody,
} from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { serveRoute } from '../../../lib/serve-route'
import { changeCti } from '../state/cti-change'
import { tenantIdByDid } from '../state/inbound-route-repository'
import { routeSipInboundCall } from './sip-inbound-call'
import { applySipServerEvent, type SipSide } from './sip-server-events'
import { accountOfSipUser, tenantOfSipUser } from './sip-user-repository'

// How far the SIP server's clock (its event's `at`) may be from ours: an old signed event is not replayed.
const MAX_SKEW_SECONDS = 300
/**
 * How long the agent's own hang-up (their phone's BYE or CANCEL) waits for their page's report: the page knows why
 * it hung up (a media failure is a failed call, not an answered one) and reports it at the same moment; the SIP
 * server's event only stands in for a report that never came.
 */
export const AGENT_END_GRACE_MS = 3000

/** The agent's own phone ended the call: the BYE or CANCEL came from them. */
const isAgentsOwnEnd = (event: SipServerEventBody, side: SipSide) =>
  side === 'from' && (event.event === 'bye' || event.event === 'cancel')

/** The hex HMAC-SHA256 of the exact body with the shared SIP secret, compared in constant time. */
function isSigned(secret: string | undefined, body: string | undefined, signature: unknown) {
  if (!secret || body === undefined || typeof signature !== 'string') return false
  const expected = createHmac('sha256', secret).update(body).digest()
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The SIP server's own reports of the calls it routes to and from our agents (kamailio's http_client, see
 * e2e/support/sip/kamailio.cfg): no session, but a body signed with the SIP secret we share with it; unsigned or
 * wrongly signed, it is refused and changes nothing. Each agent named as the request's From or To (in whatever
 * tenant owns their SIP user) gets the event on their call, in their tenant's transaction. A call from the trunk
 * to a tenant number asks first which agent it rings (`sipInboundCallRoute`), signed the same way.
 */
export async function sipServerEventRoutes(app: FastifyInstance) {
  // The signature is over the bytes sent, so this route keeps them (its own parser, only in this plugin).
  const rawBodies = new WeakMap<FastifyRequest, string>()
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, String(body))
    parseJson(request, String(body), done)
  })
  app.addHook('preHandler', async (request) => {
    const secret = app.config.sip?.sharedSecret
    if (!isSigned(secret, rawBodies.get(request), request.headers[SIP_SIGNATURE_HEADER]))
      throw new AppError('ACCESS_DENY', 'request.forbidden', 401)
  })
  const waiting = new Set<NodeJS.Timeout>()
  app.addHook('onClose', async () => waiting.forEach((timer) => clearTimeout(timer)))
  const later = (work: () => Promise<void>) => {
    const timer = setTimeout(() => {
      waiting.delete(timer)
      work().catch((error: unknown) => app.log.error({ err: error }, 'SIP server event failed'))
    }, AGENT_END_GRACE_MS)
    waiting.add(timer)
  }
  const refuseStale = (at: number) => {
    if (Math.abs(Date.now() / 1000 - at) > MAX_SKEW_SECONDS)
      throw new AppError('FAILURE', 'request.invalid', 400)
  }
  serveRoute(app, sipInboundCallRoute, async ({ body }) => {
    refuseStale(body.at)
    const tenantId = await tenantIdByDid(app.store.db, body.did)
    if (!tenantId) return { target: null }
    const { result } = await changeCti(app, tenantId, null, (change) => routeSipInboundCall(change, body))
    return { target: result }
  })
  serveRoute(app, sipServerEventRoute, async ({ body }) => {
    refuseStale(body.at)
    for (const side of ['from', 'to'] as const) {
      if (isAgentsOwnEnd(body, side)) later(() => reportToAgentOf(app, side, body))
      else await reportToAgentOf(app, side, body)
    }
    return null
  })
}

async function reportToAgentOf(app: FastifyInstance, side: SipSide, event: SipServerEventBody) {
  const owner = await tenantOfSipUser(app.store.db, side === 'from' ? event.from : event.to)
  if (!owner) return
  try {
    await changeCti(app, owner.tenantId, null, async (change) => {
      const accountId = await accountOfSipUser(change.tx, owner.rest)
      if (accountId) await applySipServerEvent(change, accountId, side, event)
    })
  } catch (error) {
    // A call the state machine refuses (the agent moved it on meanwhile) is no fault of the SIP server's.
    if (!(error instanceof AppError)) throw error
  }
}
