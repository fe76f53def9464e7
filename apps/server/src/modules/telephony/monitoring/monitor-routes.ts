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
import { serveRoute } from '../../../lib/serve-route'
import { ctiCommand } from '../state/cti-command'
import { answerInvitation, invite } from '../calls/invitation-commands'
import { readMonitorBoard } from './monitor-board-repository'
import { joinCall, setAgentStatusAsSupervisor, setMonitorStatus, stopMonitoring } from './monitor-commands'
import { auditedSupervisorCommand } from './supervisor-audit'

/** The supervisor's listen, join and board, and the agents' three-party invitations. */
export async function monitorRoutes(app: FastifyInstance) {
  serveRoute(app, setMonitorStatusRoute, ({ body, request }) =>
    auditedSupervisorCommand(request, (audit) =>
      ctiCommand(request, (change, accountId) =>
        setMonitorStatus(change, audit, accountId, body.callId, body.listeningStatus),
      ),
    ),
  )
  serveRoute(app, joinCallRoute, ({ body, request }) =>
    auditedSupervisorCommand(request, (audit) =>
      ctiCommand(request, (change, accountId) => joinCall(change, audit, accountId, body.callId)),
    ),
  )
  serveRoute(app, participantHangupRoute, ({ body, request }) =>
    auditedSupervisorCommand(request, (audit) =>
      ctiCommand(request, (change, accountId) => stopMonitoring(change, audit, accountId, body.callId)),
    ),
  )
  serveRoute(app, monitorBoardRoute, ({ request }) =>
    request.withTenant((tx) => readMonitorBoard(tx, request.session?.accountId ?? '')),
  )
  serveRoute(app, monitorAgentStatusRoute, async ({ body, request }) => {
    await auditedSupervisorCommand(request, (audit) =>
      ctiCommand(request, (change, accountId) => setAgentStatusAsSupervisor(change, audit, accountId, body)),
    )
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
