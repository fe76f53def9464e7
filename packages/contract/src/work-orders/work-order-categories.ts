import { z } from 'zod'
import { SETTINGS_PERMISSIONS, TO_DO_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'

export const WORK_ORDER_CATEGORY_NAME_MAX_LENGTH = 30
/** The longest time a category may give its orders to be resolved: 90 days. */
export const WORK_ORDER_RESOLVE_WITHIN_MAX_HOURS = 2160

/** A kind of work order, and the time within which its orders should be resolved (its SLA). */
export const workOrderCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  resolveWithinHours: z.number().int(),
})
export type WorkOrderCategory = z.infer<typeof workOrderCategorySchema>

export const workOrderCategoryInputSchema = z.object({
  name: z
    .string({ message: 'workOrder.categoryNameRequired' })
    .trim()
    .min(1, 'workOrder.categoryNameRequired')
    .max(WORK_ORDER_CATEGORY_NAME_MAX_LENGTH, 'workOrder.categoryNameTooLong'),
  resolveWithinHours: z.coerce
    .number({ message: 'workOrder.resolveWithinInvalid' })
    .int('workOrder.resolveWithinInvalid')
    .min(1, 'workOrder.resolveWithinInvalid')
    .max(WORK_ORDER_RESOLVE_WITHIN_MAX_HOURS, 'workOrder.resolveWithinInvalid'),
})
export type WorkOrderCategoryInput = z.input<typeof workOrderCategoryInputSchema>

const BASE = '/api/v1/workorder/categories'
const categoryParams = z.object({ id: z.uuid() })

/** The tenant's categories by name, for every member who handles work orders (the forms, the filters). */
export const workOrderCategoriesRoute = defineRoute({
  method: 'GET',
  path: BASE,
  access: 'session',
  permission: TO_DO_PERMISSIONS.workOrderCentre,
  response: z.array(workOrderCategorySchema),
})

/** 工单分类 (settings): adds a category; a name is the tenant's once. */
export const createWorkOrderCategoryRoute = defineRoute({
  method: 'POST',
  path: BASE,
  access: 'session',
  permission: SETTINGS_PERMISSIONS.workOrderCategories,
  body: workOrderCategoryInputSchema,
  response: workOrderCategorySchema,
})

/** Renames a category or changes its time; orders already open keep their due time. */
export const updateWorkOrderCategoryRoute = defineRoute({
  method: 'PUT',
  path: `${BASE}/:id`,
  access: 'session',
  permission: SETTINGS_PERMISSIONS.workOrderCategories,
  params: categoryParams,
  body: workOrderCategoryInputSchema,
  response: workOrderCategorySchema,
})

/** Deletes a category; its orders keep their due time and have no category. */
export const deleteWorkOrderCategoryRoute = defineRoute({
  method: 'DELETE',
  path: `${BASE}/:id`,
  access: 'session',
  permission: SETTINGS_PERMISSIONS.workOrderCategories,
  params: categoryParams,
  response: z.null(),
})
