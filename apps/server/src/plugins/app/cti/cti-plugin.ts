import fp from 'fastify-plugin'
import { createEmbeddedCallSimulator } from './embedded-call-simulator'
import { createSipNetwork } from './sip-network'

/**
 * Decorates `app.ctiNetworks` with the telephony networks a tenant may run on (the built-in simulator, a real SIP
 * server through the agents' softphones), and `app.cti` with the simulator, the embedded default.
 */
export const ctiPlugin = fp(async (app) => {
  const simulator = createEmbeddedCallSimulator(app.config.callSimulatorSpeed)
  app.decorate('cti', simulator)
  app.decorate('ctiNetworks', { simulator, sip: createSipNetwork(app.config.sip?.domain ?? 'sip.invalid') })
})
