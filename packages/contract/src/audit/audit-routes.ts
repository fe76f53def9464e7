import { z } from 'zod'
import { SETTINGS_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { auditFacetsSchema, auditPageSchema, auditQuerySchema } from './audit-schemas'

const permission = SETTINGS_PERMISSIONS.auditTrail

/** The tenant's audit trail, filtered, newest first, a page at a time. */
export const auditListRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/portal/audit/list',
  access: 'session',
  permission,
  query: auditQuerySchema,
  response: auditPageSchema,
})

/** The actions and target types in the tenant's trail, for the filters. */
export const auditFacetsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/portal/audit/facets',
  access: 'session',
  permission,
  query: z.object({}),
  response: auditFacetsSchema,
})
