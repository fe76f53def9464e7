import type { FastifyInstance } from 'fastify'
import {
  acwRoute,
  agentStatusRoute,
  callActionRoute,
  ctiStateRoute,
  dialRoute,
  dtmfRoute,
  staffLoginRoute,
  staffLogoutRoute,
  transferOutsideRoute,
  transferSatisfactionRoute,
} from '@portal/contract'
import { serveRoute } from '../../../lib/serve-route'
import { changeAfterCallWork, chooseStatus, signIn, signOut } from '../agents/agent-commands'
import { actOnCall } from '../calls/call-commands'
import { lockAgentCall, notAllowedNow } from '../calls/call-lifecycle'
import { isCallConnected } from '../state/call-state-machine'
import { ctiCommand, readOwnState } from '../state/cti-command'
import { dial } from '../calls/dial-command'
import { transferToOutsideLine, transferToSatisfaction } from '../calls/transfer-commands'

/** The agent's own CTI commands (§3 call widget and status switcher), each answering the agent's new state. */
export async function ctiRoutes(app: FastifyInstance) {
  serveRoute(app, ctiStateRoute, ({ request }) => readOwnState(request))
  serveRoute(app, staffLoginRoute, ({ body, request }) =>
    ctiCommand(request, (change, accountId) =>
      signIn(change, accountId, body, app.config.sip?.domain ?? null),
    ),
  )
  serveRoute(app, staffLogoutRoute, ({ request }) => ctiCommand(request, signOut))
  serveRoute(app, agentStatusRoute, ({ body, request }) =>
    ctiCommand(request, (change, accountId) => chooseStatus(change, accountId, body)),
  )
  serveRoute(app, acwRoute, ({ body, request }) =>
    ctiCommand(request, (change, accountId) => changeAfterCallWork(change, accountId, body.action)),
  )
  serveRoute(app, callActionRoute, ({ params, request }) =>
    ctiCommand(request, (change, accountId) => actOnCall(change, accountId, params.callId, params.action)),
  )
  serveRoute(app, dtmfRoute, async ({ params, request }) => {
    // The digits go to the far end; they are not kept anywhere (a customer may key in a card number).
    await ctiCommand(request, async (change, accountId) => {
      const call = await lockAgentCall(change, accountId, params.callId)
      if (!isCallConnected(call.status)) throw notAllowedNow()
    })
    return null
  })
  serveRoute(app, dialRoute, ({ body, request }) =>
    ctiCommand(request, (change, accountId) => dial(change, accountId, body)),
  )
  serveRoute(app, transferOutsideRoute, ({ body, request }) =>
    ctiCommand(request, (change, accountId) => transferToOutsideLine(change, accountId, body.telephone)),
  )
  serveRoute(app, transferSatisfactionRoute, ({ body, request }) =>
    ctiCommand(request, (change, accountId) => transferToSatisfaction(change, accountId, body.callId)),
  )
}
