import { defineDomain } from '../core/define-domain'
import { PERMISSION_CATALOGUE } from './permission-catalogue'

export * from './permission-catalogue'
export * from './permission-codes'
export * from './permission-entry'
export * from './permission-groups'
export * from './permissions-by-group'
export * from './product-module-codes'

/** What a caller may do: the §6 permission catalogue, grouped as the portal shows it. */
export const accessDomain = defineDomain({
  name: 'access',
  permissions: PERMISSION_CATALOGUE,
})
