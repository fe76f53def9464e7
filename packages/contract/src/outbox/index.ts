import { defineDomain } from '../core/define-domain'
import { outboxRoute } from './outbox-routes'
import { pushSocketCountRoute } from './push-socket-count-route'

export * from './outbox-routes'
export * from './push-socket-count-route'

/**
 * Demo mode only: the outbox (what the embedded SMS and e-mail ports would have sent) and the count of push sockets a
 * session holds (browser tests check that a browser opens one connection, not one per tab).
 */
export const outboxDomain = defineDomain({
  name: 'outbox',
  routes: { outboxRoute, pushSocketCountRoute },
})
