import { defineDomain } from '../core/define-domain'
import { livenessRoute, readinessRoute } from './health-routes'
import { healthTexts } from './health-texts'

export * from './health-routes'

/** The health checks a load balancer and a process supervisor ask: live, and ready for requests. */
export const healthDomain = defineDomain({
  name: 'health',
  routes: { livenessRoute, readinessRoute },
  texts: healthTexts,
})
