import type { Domain } from './core/define-domain'
import type { RouteDefinition } from './core/define-route'
import { DOMAINS } from './domain-list'

/** Every route of the contract, from every domain: the server must serve each one (a test checks it). */
export const ALL_ROUTES: readonly RouteDefinition[] = (DOMAINS as readonly Domain[]).flatMap((domain) =>
  Object.values(domain.routes ?? {}),
)
