import { defineDomain } from '../core/define-domain'

export * from './product-modules'
export * from './product-state'
export * from './tenant-schemas'

/** Tenants: their product modules, licence and product state, time zone and brand. */
export const tenantsDomain = defineDomain({
  name: 'tenants',
})
