import { z } from 'zod'
import { SETTINGS_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { helperComponentFormSchema } from '../reference-data/reference-data-schemas'
import { helperComponentSchema, menuResourceSchema, tenantModuleSchema } from './menu-schemas'

/**
 * Spec §7 common menu tree: the tenant's menu, filtered by the user's permission codes and the tenant's product
 * modules, without buttons (resourceType 3), the settings menu last with the §6 removals.
 */
export const menuTreeRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/menu/tree',
  access: 'session',
  response: z.array(menuResourceSchema),
})

/** Spec §7 module list: the product modules the tenant has. */
export const tenantModulesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/tenant/modules',
  access: 'session',
  response: z.array(tenantModuleSchema),
})

export const helperComponentListRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/helper/component/list',
  access: 'session',
  query: z.object({ boundary: z.string().max(32).optional() }),
  response: z.array(helperComponentSchema),
})

const savedUrlSchema = z.string().min(1).max(2048)

/**
 * A holder of the reference-data code saves a helper component (a new one, or the one `id` names): the
 * reference-data editor's form and checks, audited alike; its url may also be a path on the portal, and is
 * checked by the menus' origin rule (http(s) on the portal's or an allowed origin).
 */
export const saveHelperComponentRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/helper/component',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.referenceData,
  body: helperComponentFormSchema.extend({ id: z.uuid().optional(), url: savedUrlSchema }),
  response: helperComponentSchema,
})

/**
 * A holder of the reference-data code changes the address of a menu entry, audited; the same origin rule as
 * helper components applies.
 */
export const saveMenuUrlRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/menu/resource/url',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.referenceData,
  body: z.object({
    resourceCode: z.string().max(100),
    url: savedUrlSchema,
    openType: z.number().int().min(1).max(3),
  }),
  response: z.null(),
})

/**
 * A short-lived, single-use ticket for an openType-1 page (never the session token): at most 60 s, bound to the
 * target's origin. The answer is the url with the ticket added.
 */
export const extendTicketRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/extend/ticket',
  access: 'session',
  body: z.object({ url: savedUrlSchema }),
  response: z.object({ url: z.string(), expiresInSeconds: z.number().int() }),
})

/** The embedded page's server exchanges the ticket, server to server, for who the user is. */
export const extendTicketExchangeRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/extend/ticket/exchange',
  access: 'public',
  credential: {
    description:
      "The embedded page's server, with the single-use extend-frame ticket (60 s) the portal gave the page, for the origin it is bound to.",
  },
  body: z.object({ ticket: z.string().max(256), origin: z.string().max(512) }),
  response: z.object({ accountId: z.string(), name: z.string(), tenantId: z.string(), roleName: z.string() }),
})
