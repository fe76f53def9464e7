import { defineDomain } from '../core/define-domain'
import { workbenchAgentConfigRoute } from './workbench-routes'

export * from './workbench-routes'

/** The agent's workbench: the tenant's configuration of how the header's channel items render. */
export const workbenchDomain = defineDomain({
  name: 'workbench',
  routes: { workbenchAgentConfigRoute },
})
