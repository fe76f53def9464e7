import { defineDomain } from '../core/define-domain'
import { outboxRoute } from './outbox-routes'

export * from './outbox-routes'

export const outboxDomain = defineDomain({
  name: 'outbox',
  routes: { outboxRoute },
})
