import { defineDomain } from '../core/define-domain'

export * from './product-modules'
export * from './product-state'
export * from './tenant-schemas'

export const tenantsDomain = defineDomain({
  name: 'tenants',
})
