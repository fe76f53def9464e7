import { defineDomain } from '../core/define-domain'
import { frontConfigRoute } from './front-config-routes'

export * from './front-config-routes'

/** GET /front/config/a: what a page needs before anyone has logged in. */
export const frontConfigDomain = defineDomain({
  name: 'front-config',
  routes: { frontConfigRoute },
})
