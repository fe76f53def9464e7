import { defineDomain } from '../core/define-domain'
import { logoutRoute, tokenRoute } from './session-routes'
import { sessionsTexts } from './sessions-texts'

export * from './session-schemas'
export * from './session-routes'

export const sessionsDomain = defineDomain({
  name: 'sessions',
  routes: { logoutRoute, tokenRoute },
  texts: sessionsTexts,
})
