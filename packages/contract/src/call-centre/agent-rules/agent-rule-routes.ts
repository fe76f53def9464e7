import { CALL_CENTRE_PERMISSIONS } from '../../access/permission-codes'
import { defineRoute } from '../../core/define-route'
import {
  orderedReferenceListRoutes,
  referenceListRoutes,
  type ListRoutesHome,
} from '../../reference-data/reference-list-routes'
import {
  nameOnlyFormSchema,
  nameOnlyItemSchema,
  restLimitSchema,
  wrapUpCodeItemSchema,
} from '../../reference-data/reference-data-schemas'
import { z } from 'zod'
import { CALL_CENTRE_PATH } from '../call-centre-path'
import { agentRuleFormSchema, agentRuleItemSchema } from './agent-rule-schemas'

const permission = CALL_CENTRE_PERMISSIONS.agentRules
const home: ListRoutesHome = { root: CALL_CENTRE_PATH, permission }
const rulesRoutes = referenceListRoutes('agent-rules', agentRuleItemSchema, agentRuleFormSchema, home)

/** Each skill group's agent rules: listed and changed (groups are created and deleted on the queues page). */
export const AGENT_RULE_ROUTES = { list: rulesRoutes.list, update: rulesRoutes.update }

/** The tenant's rest reasons (each a 小休 status), in the switcher's order. */
export const REST_REASON_ROUTES = orderedReferenceListRoutes(
  'rest-reasons',
  nameOnlyItemSchema,
  nameOnlyFormSchema,
  home,
)

/** The time limit of a rest (小休), after which it ends by itself. */
export const restLimitRoute = defineRoute({
  method: 'GET',
  path: `${CALL_CENTRE_PATH}/rest-limit`,
  access: 'session',
  permission,
  response: restLimitSchema,
})

export const saveRestLimitRoute = defineRoute({
  method: 'PUT',
  path: `${CALL_CENTRE_PATH}/rest-limit`,
  access: 'session',
  permission,
  body: restLimitSchema,
  response: restLimitSchema,
})

/** The tenant's wrap-up codes, to choose those a skill group offers. */
export const agentRuleWrapUpCodesRoute = defineRoute({
  method: 'GET',
  path: `${CALL_CENTRE_PATH}/agent-rules-wrap-up-codes`,
  access: 'session',
  permission,
  response: z.array(wrapUpCodeItemSchema),
})
