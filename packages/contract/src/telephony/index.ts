import { defineDomain } from '../core/define-domain'
import * as telephonyRoutes from './telephony-routes'
import {
  operatorInboundCallRoute,
  operatorCallProgressRoute,
  simulateFarEndHangupRoute,
  simulateInboundRoute,
} from './call-simulator-routes'
import { ctiStatePush, monitorBoardPush } from './telephony-push-messages'
import { softphoneCredentialsRoute, softphoneEventRoute, softphoneIncomingRoute } from './softphone-routes'
import { sipInboundCallRoute, sipServerEventRoute } from './sip-server-event-routes'
import { telephonyTexts } from './telephony-texts'
import * as callTransferRoutes from './call-transfer-routes'

export * from './telephony-states'
export * from './telephony-labels'
export * from './telephony-constants'
export * from './telephony-rules'
export * from './telephony-schemas'
export * from './telephony-routes'
export * from './telephony-push-messages'
export * from './call-simulator-routes'
export * from './softphone-schemas'
export * from './softphone-routes'
export * from './sip-server-event-routes'
export * from './call-transfer-schemas'
export * from './call-transfer-routes'

/**
 * Telephony: the CTI server's agent and call state, the call widget's commands, the supervisor's monitoring, and
 * the built-in call simulator's demo routes.
 */
export const telephonyDomain = defineDomain({
  name: 'telephony',
  routes: {
    ...telephonyRoutes,
    simulateInboundRoute,
    simulateFarEndHangupRoute,
    operatorInboundCallRoute,
    operatorCallProgressRoute,
    softphoneCredentialsRoute,
    softphoneIncomingRoute,
    softphoneEventRoute,
    sipServerEventRoute,
    sipInboundCallRoute,
    ...callTransferRoutes,
  },
  texts: telephonyTexts,
  pushMessages: [ctiStatePush, monitorBoardPush],
})
