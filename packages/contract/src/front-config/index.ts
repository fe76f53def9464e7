import { defineDomain } from '../core/define-domain'
import { frontConfigRoute } from './front-config-routes'

export * from './front-config-routes'

export const frontConfigDomain = defineDomain({
  name: 'front-config',
  routes: { frontConfigRoute },
})
