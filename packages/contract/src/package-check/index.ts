import { defineDomain } from '../core/define-domain'
import { packageInfoRoute } from './package-check-route'

export * from './package-check-route'

export const packageCheckDomain = defineDomain({
  name: 'package-check',
  routes: { packageInfoRoute },
})
