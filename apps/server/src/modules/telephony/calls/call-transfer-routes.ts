import type { FastifyInstance } from 'fastify'
import { callLegsRoute, consultActionRoute, consultCallRoute, transferCallRoute } from '@portal/contract'
import { serveRoute } from '../../../lib/serve-route'
import { ctiCommand } from '../state/cti-command'
import { readCallLegs } from '../state/transfer-repository'
import { transferCall } from './blind-transfer-commands'
import { actOnConsult, consult } from './consult-commands'

/** Transfers to a colleague or a queue, blind or after a consult, and the legs they leave on the records. */
export async function callTransferRoutes(app: FastifyInstance) {
  serveRoute(app, transferCallRoute, ({ params, body, request }) =>
    ctiCommand(request, (change, accountId) => transferCall(change, accountId, params.callId, body)),
  )
  serveRoute(app, consultCallRoute, ({ params, body, request }) =>
    ctiCommand(request, (change, accountId) => consult(change, accountId, params.callId, body.accountId)),
  )
  serveRoute(app, consultActionRoute, ({ params, request }) =>
    ctiCommand(request, (change, accountId) =>
      actOnConsult(change, accountId, params.consultId, params.action),
    ),
  )
  serveRoute(app, callLegsRoute, ({ params, request }) =>
    request.withTenant((tx) => readCallLegs(tx, request.session?.accountId ?? '', params.recordId)),
  )
}
