import type { RouteDefinition } from '../core/define-route'
import { defineDomain } from '../core/define-domain'
import { callCentreTexts } from './call-centre-texts'
import { numbersRoutes } from './numbers/numbers-routes'
import { saveSignInSettingsRoute, signInSettingsRoute } from './sign-in'
import { saveSurveySettingsRoute, surveySettingsRoute } from './survey'
import {
  createIvrFlowRoute,
  deleteIvrFlowRoute,
  ivrFlowRoute,
  ivrFlowsRoute,
  saveIvrFlowRoute,
} from './ivr/ivr-routes'
import {
  AGENT_RULE_ROUTES,
  agentRuleWrapUpCodesRoute,
  REST_REASON_ROUTES,
  restLimitRoute,
  saveRestLimitRoute,
} from './agent-rules'
import { QUEUE_ROUTES, queueDefaultsRoute, queueStaffRoute } from './queues'

export * from './call-centre-texts'
export * from './ivr/ivr-definition'
export * from './ivr/ivr-routes'
export * from './simulated-caller'
export * from './numbers'
export * from './sign-in'
export * from './survey'
export * from './call-centre-path'
export * from './queues'
export * from './agent-rules'

/** A list's routes under one name per verb: `queues.create`, `restReasons.reorder`... */
const prefixed = <T extends Record<string, RouteDefinition>>(name: string, routes: T) =>
  Object.fromEntries(Object.entries(routes).map(([verb, route]) => [`${name}.${verb}`, route]))

/**
 * The call centre's administration (issue 27): the tenant's numbers, IVR, queues, agent rules, sign-in modes and
 * satisfaction survey, one folder per concern, each page and its routes behind its own code
 * (`CALL_CENTRE_PERMISSIONS`). The CTI server that applies them is the telephony domain.
 */
export const callCentreDomain = defineDomain({
  name: 'call-centre',
  routes: {
    ...numbersRoutes,
    signInSettingsRoute,
    saveSignInSettingsRoute,
    surveySettingsRoute,
    saveSurveySettingsRoute,
    ivrFlowsRoute,
    ivrFlowRoute,
    createIvrFlowRoute,
    saveIvrFlowRoute,
    deleteIvrFlowRoute,
    ...prefixed('queues', QUEUE_ROUTES),
    queueStaffRoute,
    queueDefaultsRoute,
    ...prefixed('agentRules', AGENT_RULE_ROUTES),
    ...prefixed('restReasons', REST_REASON_ROUTES),
    restLimitRoute,
    saveRestLimitRoute,
    agentRuleWrapUpCodesRoute,
  },
  texts: callCentreTexts,
})
