import { defineDomain } from '../core/define-domain'
import { ivrNumbersRoute, toolLinksRoute } from './tools-routes'

export * from './tools-routes'

/** The tools menu's own data: the tenant's external tool links and the IVR tool's numbers. */
export const toolsDomain = defineDomain({
  name: 'tools',
  routes: { toolLinksRoute, ivrNumbersRoute },
})
