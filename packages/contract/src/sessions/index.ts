import { defineDomain } from '../core/define-domain'
import { logoutRoute, tokenRoute } from './session-routes'
import { remoteLoginPush, sessionEndedPush } from './session-push-messages'
import { sessionsTexts } from './sessions-texts'

export * from './session-schemas'
export * from './session-routes'
export * from './session-push-messages'

/** The session: its cookie, the token answer (POST /user/token), logout and the texts of a session that ends. */
export const sessionsDomain = defineDomain({
  name: 'sessions',
  routes: { logoutRoute, tokenRoute },
  texts: sessionsTexts,
  pushMessages: [remoteLoginPush, sessionEndedPush],
})
