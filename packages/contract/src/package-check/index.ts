import { defineDomain } from '../core/define-domain'
import { packageInfoRoute } from './package-check-route'

export * from './package-check-route'

/** The package check: what each service says of its package. */
export const packageCheckDomain = defineDomain({
  name: 'package-check',
  routes: { packageInfoRoute },
})
