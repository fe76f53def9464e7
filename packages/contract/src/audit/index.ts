import { defineDomain } from '../core/define-domain'
import { auditFacetsRoute, auditListRoute } from './audit-routes'
import { auditTexts } from './audit-texts'

export * from './audit-schemas'
export * from './audit-routes'
export * from './audit-labels'

/** The tenant's audit trail of administrative changes, as its administrator reads it. */
export const auditDomain = defineDomain({
  name: 'audit',
  routes: { auditListRoute, auditFacetsRoute },
  texts: auditTexts,
})
