import { z } from 'zod'

/** resourceType: 1 a root entry, 2 a sub entry, 3 a hidden function or button (never shown). */
export const RESOURCE_TYPE = { root: 1, sub: 2, button: 3 } as const
/** openType: 1 inside the extend frame, 2 a new browser window, 3 a router push. */
export const OPEN_TYPE = { extendFrame: 1, newWindow: 2, routerPush: 3 } as const

type MenuResourceShape = {
  id: string
  resourceCode: string
  resourceType: number
  name: string
  url: string | null
  openType: number
  icon: string | null
  visible: boolean
  /** The product module the entry belongs to, when it belongs to one. */
  module: string | null
  parent: string | null
  sub: MenuResourceShape[]
}

/**
 * Spec §3 menu resource, as the tree the server sends: only what this user may see. Its id names the recursive
 * schema in the OpenAPI document.
 */
export const menuResourceSchema: z.ZodType<MenuResourceShape> = z
  .lazy(() =>
    z.object({
      id: z.string(),
      resourceCode: z.string(),
      resourceType: z.number().int(),
      name: z.string(),
      url: z.string().nullable(),
      openType: z.number().int(),
      icon: z.string().nullable(),
      visible: z.boolean(),
      module: z.string().nullable(),
      parent: z.string().nullable(),
      sub: z.array(menuResourceSchema),
    }),
  )
  .meta({ id: 'MenuResource' })
export type MenuResource = MenuResourceShape

/** Spec §3 helper component: an external tool shown in an iframe (aux/external/{id}). */
export const helperComponentSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  menuPosition: z.string(),
  openType: z.number().int(),
  externalConfs: z.object({ icon: z.string().nullable() }),
})
export type HelperComponent = z.infer<typeof helperComponentSchema>

export const tenantModuleSchema = z.object({ moduleCode: z.string(), name: z.string() })
export type TenantModule = z.infer<typeof tenantModuleSchema>
