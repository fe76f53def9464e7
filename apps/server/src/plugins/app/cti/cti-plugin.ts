import fp from 'fastify-plugin'
import { createEmbeddedCallSimulator } from './embedded-call-simulator'

/** Decorates `app.cti` with the telephony network the configuration chooses (so far the built-in simulator). */
export const ctiPlugin = fp(async (app) => {
  app.decorate('cti', createEmbeddedCallSimulator(app.config.callSimulatorSpeed))
})
