import { z } from 'zod'
import { defineRoute } from '../core/define-route'

/** An external tool link of the tenant (spec §3 Tool item), shown only to holders of its resourceCode. */
export const toolItemSchema = z.object({
  resourceCode: z.string(),
  url: z.string(),
  icon: z.string(),
  name: z.string(),
  sub: z.string(),
})
export type ToolItem = z.infer<typeof toolItemSchema>

/** The tenant's external tool links whose code the caller holds, in their order. */
export const toolLinksRoute = defineRoute({
  method: 'GET',
  path: '/tools/links',
  access: 'session',
  permission: 'portal.tool',
  response: z.array(toolItemSchema),
})

/**
 * A number of the tenant in use, its name, and what its calls route to (the numbers page sets it): an IVR flow (its
 * name), a skill group's queue (its name; '' for the tenant's first), or a closed message (the message).
 */
export const ivrNumberSchema = z.object({
  number: z.string(),
  name: z.string(),
  route: z.enum(['IVR', 'QUEUE', 'CLOSED']),
  target: z.string(),
})
export type IvrNumber = z.infer<typeof ivrNumberSchema>

/** The IVR tool (portal.tool.IVR): the tenant's numbers and what each one routes to, read-only. */
export const ivrNumbersRoute = defineRoute({
  method: 'GET',
  path: '/tools/ivr',
  access: 'session',
  permission: 'portal.tool.IVR',
  response: z.array(ivrNumberSchema),
})
