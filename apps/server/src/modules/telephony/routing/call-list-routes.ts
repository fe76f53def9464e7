import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  abandonedCallsRoute,
  missedCallsRoute,
  pickCallRoute,
  recentNumbersRoute,
  waitingCallsRoute,
} from '@portal/contract'
import { serveRoute } from '../../../lib/serve-route'
import {
  readAbandonedCalls,
  readMissedCalls,
  readRecentNumbers,
  readWaitingCalls,
} from './call-list-repository'
import { ctiCommand } from '../state/cti-command'
import { pickCall } from './queue-commands'

const own = (request: FastifyRequest) => request.session?.accountId ?? ''

/** The agent's queue view (pick a waiting call), their calls not taken, their groups' abandoned calls, recent numbers. */
export async function callListRoutes(app: FastifyInstance) {
  serveRoute(app, waitingCallsRoute, ({ request }) =>
    request.withTenant((tx) => readWaitingCalls(tx, own(request))),
  )
  serveRoute(app, pickCallRoute, ({ params, request }) =>
    ctiCommand(request, (change, accountId) => pickCall(change, accountId, params.recordId)),
  )
  serveRoute(app, missedCallsRoute, ({ request }) =>
    request.withTenant((tx) => readMissedCalls(tx, own(request))),
  )
  serveRoute(app, abandonedCallsRoute, ({ request }) =>
    request.withTenant((tx) => readAbandonedCalls(tx, own(request))),
  )
  serveRoute(app, recentNumbersRoute, ({ request }) =>
    request.withTenant((tx) => readRecentNumbers(tx, own(request))),
  )
}
