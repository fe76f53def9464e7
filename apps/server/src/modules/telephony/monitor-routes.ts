import type { FastifyInstance } from 'fastify'
import {
  invitationAnswerRoute,
  inviteRoute,
  joinCallRoute,
  monitorAgentStatusRoute,
  monitorBoardRoute,
  participantHangupRoute,
  setMonitorStatusRoute,
} from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { ctiCommand } from './cti-command'
import { answerInvitation, invite } from './invitation-commands'
import { readMonitorBoard } from './monitor-board-repository'
import { joinCall, setAgentStatusAsSupervisor, setMonitorStatus, stopMonitoring } from './monitor-commands'

/** The supervisor's listen, join and board, and the agents' three-party invitations. */
export async function monitorRoutes(app: FastifyInstance) {
  serveRoute(app, setMonitorStatusRoute, ({ body, request }) =>
    ctiCommand(request, (change, accountId) =>
      setMonitorStatus(change, accountId, body.callId, body.listeningStatus),
    ),
  )
  serveRoute(app, joinCallRoute, ({ body, request }) =>
    ctiCommand(request, (change, accountId) => joinCall(change, accountId, body.callId)),
  )
  serveRoute(app, participantHangupRoute, ({ body, request }) =>
    ctiCommand(request, (change, accountId) => stopMonitoring(change, accountId, body.callId)),
  )
  serveRoute(app, monitorBoardRoute, ({ request }) =>
    request.withTenant((tx) => readMonitorBoard(tx, request.session?.accountId ?? '')),
  )
  serveRoute(app, monitorAgentStatusRoute, async ({ body, request }) => {
    await ctiCommand(request, (change, accountId) => setAgentStatusAsSupervisor(change, accountId, body))
    return null
  })
  serveRoute(app, inviteRoute, ({ params, body, request }) =>
    ctiCommand(request, (change, accountId) => invite(change, accountId, params.callId, body)),
  )
  serveRoute(app, invitationAnswerRoute, ({ params, request }) =>
    ctiCommand(request, (change, accountId) =>
      answerInvitation(change, accountId, params.invitationId, params.answer),
    ),
  )
}
