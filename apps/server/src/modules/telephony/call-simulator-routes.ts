import type { FastifyInstance } from 'fastify'
import { simulateFarEndHangupRoute, simulateInboundRoute } from '@portal/contract'
import { AppError, notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { changeCti } from './cti-change'
import { placeInboundCall } from './inbound-call'
import { farEndActs } from './far-end-events'
import { lockCall } from './call-repository'

/**
 * Demo mode: a person drives the built-in simulator from the portal: a customer calls in (into a skill group's
 * queue, or straight to one agent), and a far end hangs up when told.
 */
export async function callSimulatorRoutes(app: FastifyInstance) {
  serveRoute(app, simulateInboundRoute, async ({ body, request }) => {
    const tenantId = request.session?.tenantId ?? ''
    const { result } = await changeCti(app, tenantId, null, (change) => placeInboundCall(change, body))
    return { callId: result }
  })
  serveRoute(app, simulateFarEndHangupRoute, async ({ params, request }) => {
    const tenantId = request.session?.tenantId ?? ''
    await changeCti(app, tenantId, null, async (change) => {
      const call = await lockCall(change.tx, { callId: params.callId })
      if (!call) throw notFound()
      if (call.status.endsWith('NOT_ACTIVE') || call.status === 'MANUAL_CANCELING')
        throw new AppError('FAILURE', 'telephony.noSuchCall', 409)
      await farEndActs(change, call.id, 'hangup')
    })
    return null
  })
}
