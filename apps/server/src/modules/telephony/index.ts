import type { FastifyInstance } from 'fastify'
import { callRecordRoutes } from './call-record-routes'
import { callSimulatorRoutes } from './call-simulator-routes'
import { ctiRoutes } from './cti-routes'
import { startCtiTimers } from './cti-timers'
import { lookupRoutes } from './lookup-routes'
import { monitorBoardNotices } from './monitor-board-notices'
import { monitorRoutes } from './monitor-routes'
import { sipServerEventRoutes } from './sip-server-event-routes'
import { softphoneRoutes } from './softphone-routes'

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
  let stop: () => Promise<void> = async () => undefined
  app.addHook('onReady', async () => {
    stop = startCtiTimers(app, app.config.ctiTickMs)
  })
  app.addHook('onClose', () => stop())
}
