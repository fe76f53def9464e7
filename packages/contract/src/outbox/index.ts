import { defineDomain } from '../core/define-domain'
import { outboxRoute } from './outbox-routes'

export * from './outbox-routes'

/** The demo outbox: what the SMS and e-mail adapters would have sent (demo mode only). */
export const outboxDomain = defineDomain({
  name: 'outbox',
  routes: { outboxRoute },
})
