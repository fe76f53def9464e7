import { randomUUID } from 'node:crypto'
import type { CtiPort } from './cti-port'

/**
 * A real SIP network, reached through each agent's browser softphone: calls ring the agent's registered phone
 * directly (the SIP server routes them, not our queues), and whatever the far end does the softphone reports as
 * it happens, so no act of the far end is ever planned here.
 */
export function createSipNetwork(domain: string): CtiPort {
  return {
    name: 'sip',
    routesInbound: false,
    newCallId: () => `sip-${randomUUID()}`,
    dialTarget: (phone) => `sip:${phone}@${domain}`,
    placeCall: () => null,
    afterFarEnd: () => null,
    callerWaiting: () => null,
    callConnected: () => null,
    // A SIP server knows no carrier or region of a number.
    numberAttribution: () => ({ attribution: '', isp: '' }),
  }
}
