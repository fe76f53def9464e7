import { z } from 'zod'
import type { PermissionCode } from '../access/permission-catalogue'
import { SETTINGS_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'

export const REFERENCE_DATA_PATH = '/api/v1/portal/reference-data'

const idParams = z.object({ id: z.string().min(1).max(128) })

/** Where a list's routes live and the code they sit behind: by default the reference-data page's. */
export type ListRoutesHome = { root: string; permission: PermissionCode }
const REFERENCE_DATA_HOME: ListRoutesHome = {
  root: REFERENCE_DATA_PATH,
  permission: SETTINGS_PERMISSIONS.referenceData,
}

/**
 * The four routes of one administered list (list, create, update, delete), all behind the reference-data code
 * (or another page's root and code, for a list that page administers).
 * @example const signatureRoutes = referenceListRoutes('sms-signatures', nameOnlyItemSchema, nameOnlyFormSchema)
 */
export const referenceListRoutes = <
  const Path extends string,
  Item extends z.ZodType,
  Form extends z.ZodType,
>(
  path: Path,
  item: Item,
  form: Form,
  { root, permission }: ListRoutesHome = REFERENCE_DATA_HOME,
) => {
  const base = `${root}/${path}`
  return {
    list: defineRoute({ method: 'GET', path: base, access: 'session', permission, response: z.array(item) }),
    create: defineRoute({
      method: 'POST',
      path: base,
      access: 'session',
      permission,
      body: form,
      response: item,
    }),
    update: defineRoute({
      method: 'PUT',
      path: `${base}/:id`,
      access: 'session',
      permission,
      params: idParams,
      body: form,
      response: item,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `${base}/:id`,
      access: 'session',
      permission,
      params: idParams,
      response: z.null(),
    }),
  }
}

/**
 * A list whose order matters (the order its readers show): the four routes and a reorder, which takes every id
 * in the new order.
 * @example const restReasonRoutes = orderedReferenceListRoutes('rest-reasons', nameOnlyItemSchema, nameOnlyFormSchema)
 */
export const orderedReferenceListRoutes = <
  const Path extends string,
  Item extends z.ZodType,
  Form extends z.ZodType,
>(
  path: Path,
  item: Item,
  form: Form,
  home: ListRoutesHome = REFERENCE_DATA_HOME,
) => ({
  ...referenceListRoutes(path, item, form, home),
  reorder: defineRoute({
    method: 'POST',
    path: `${home.root}/${path}/order`,
    access: 'session',
    permission: home.permission,
    body: z.object({ ids: z.array(z.string().min(1).max(128)).min(1).max(500) }),
    response: z.null(),
  }),
})

/** The routes of one list, as the generic editor and the server's generic routes take them. */
export type ReferenceListRoutes = ReturnType<typeof referenceListRoutes<string, z.ZodType, z.ZodType>> & {
  reorder?: ReturnType<typeof orderedReferenceListRoutes<string, z.ZodType, z.ZodType>>['reorder']
}
