import { z } from 'zod'
import { defineRoute } from '../core/define-route'
import { PRODUCT_MODULES } from '../tenants/product-modules'

/** The services whose packages the package-check page lists: the portal itself and each product module. */
export const PACKAGE_SERVICES = ['portal', ...PRODUCT_MODULES] as const

/** Spec §7 package check: what each service says of its package. */
export const packageInfoRoute = defineRoute({
  method: 'GET',
  path: '/:service/api/v1/base/info/a',
  access: 'public',
  params: z.object({ service: z.enum(PACKAGE_SERVICES) }),
  response: z.object({
    appName: z.string(),
    version: z.string(),
    buildDate: z.string(),
    installed: z.boolean(),
  }),
})
