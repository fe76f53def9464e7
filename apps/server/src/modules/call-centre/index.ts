import type { FastifyInstance } from 'fastify'
import { numbersRoutes } from './numbers/numbers-routes'
import { signInSettingsRoutes } from './sign-in/sign-in-routes'
import { surveySettingsRoutes } from './survey/survey-routes'
import { ivrRoutes } from './ivr/ivr-routes'
import { agentRuleRoutes } from './agent-rules/agent-rule-routes'
import { queueRoutes } from './queues/queue-routes'

/**
 * The call centre's administration (issue 27): one folder per concern (numbers, IVR, queues, agent rules, sign-in
 * modes, survey), each registering its routes here. The CTI server that applies the settings is `telephony/`,
 * which reads them at each change, so a saved change applies to the next call on every process.
 */
export async function callCentreModule(app: FastifyInstance) {
  await app.register(numbersRoutes)
  await app.register(signInSettingsRoutes)
  await app.register(surveySettingsRoutes)
  await app.register(ivrRoutes)
  await app.register(queueRoutes)
  await app.register(agentRuleRoutes)
}
