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
import { serveRoute } from '../../lib/serve-route'
import { changeAfterCallWork, chooseStatus, signIn, signOut } from './agent-commands'
import { actOnCall } from './call-commands'
import { lockAgentCall, notAllowedNow } from './call-lifecycle'
import { isCallConnected } from './call-state-machine'
import { ctiCommand, readOwnState } from './cti-command'
import { dial } from './dial-command'
import { transferToOutsideLine, transferToSatisfaction } from './transfer-commands'

/** The agent's own CTI commands (§3 call widget and status switcher), each answering the agent's new state. */
export async function ctiRoutes(app: FastifyInstance) {
  serveRoute(app, ctiStateRoute, ({ request }) => readOwnState(request))
  serveRoute(app, staffLoginRoute, ({ body, request }) =>
    ctiCommand(request, (change, accountId) => signIn(change, accountId, body)),
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
