import type { FastifyInstance } from 'fastify'
import { callListRoutes } from './routing/call-list-routes'
import { callRecordRoutes } from './calls/call-record-routes'
import { callTransferRoutes } from './calls/call-transfer-routes'
import { callSimulatorRoutes } from './simulator/call-simulator-routes'
import { ctiRoutes } from './routes/cti-routes'
import { startCtiTimers } from './timers/cti-timers'
import { lookupRoutes } from './routes/lookup-routes'
import { monitorBoardNotices } from './monitoring/monitor-board-notices'
import { monitorRoutes } from './monitoring/monitor-routes'
import { sipServerEventRoutes } from './softphone/sip-server-event-routes'
import { softphoneRoutes } from './softphone/softphone-routes'

/**
 * Telephony: our CTI server. It owns agent and call state, routes calls through skill-group queues, keeps the
 * communicate records, runs the timers, serves the browser softphones of tenants on a SIP network, and (in demo mode) lets a person drive the built-in call simulator.
 */
export async function telephonyModule(app: FastifyInstance) {
  await app.register(monitorBoardNotices)
  await app.register(ctiRoutes)
  await app.register(lookupRoutes)
  await app.register(monitorRoutes)
  await app.register(callRecordRoutes)
  await app.register(callSimulatorRoutes)
  await app.register(softphoneRoutes)
  await app.register(sipServerEventRoutes)
  await app.register(callListRoutes)
  await app.register(callTransferRoutes)
  let stop: () => Promise<void> = async () => undefined
  app.addHook('onReady', async () => {
    stop = startCtiTimers(app, app.config.ctiTickMs)
  })
  app.addHook('onClose', () => stop())
}
