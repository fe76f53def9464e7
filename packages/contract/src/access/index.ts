import { defineDomain } from '../core/define-domain'
import { PERMISSION_CATALOGUE } from './permission-catalogue'

export * from './permission-catalogue'
export * from './permission-codes'
export * from './permission-entry'
export * from './permission-groups'
export * from './permissions-by-group'
export * from './product-module-codes'

export const accessDomain = defineDomain({
  name: 'access',
  permissions: PERMISSION_CATALOGUE,
})
