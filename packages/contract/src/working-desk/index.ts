import { defineDomain } from '../core/define-domain'
import * as workingDeskRoutes from './working-desk-routes'
import { workingDeskTexts } from './working-desk-texts'

export * from './working-desk-schemas'
export * from './working-desk-routes'
export * from './working-desk-rules'

/** The agent's working desk (platformPort and the desktop workbench window): one call, its queues and figures. */
export const workingDeskDomain = defineDomain({
  name: 'working-desk',
  routes: { ...workingDeskRoutes },
  texts: workingDeskTexts,
})
