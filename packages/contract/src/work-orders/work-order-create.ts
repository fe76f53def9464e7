import { z } from 'zod'
import { TO_DO_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { workOrderSchema } from './work-order-routes'

/** The longest work-order title and description an agent may write. */
export const WORK_ORDER_TITLE_MAX_LENGTH = 100
export const WORK_ORDER_DESCRIPTION_MAX_LENGTH = 2000

/**
 * A work order from a call: the call names the customer and their number (the server reads them from its record,
 * never from the page); the agent gives the title and the description, which starts as the call's note.
 */
export const createWorkOrderSchema = z.object({
  callRecordId: z.uuid({ message: 'workOrder.callRequired' }),
  title: z
    .string({ message: 'workOrder.titleRequired' })
    .trim()
    .min(1, 'workOrder.titleRequired')
    .max(WORK_ORDER_TITLE_MAX_LENGTH, 'workOrder.titleTooLong'),
  description: z
    .string()
    .trim()
    .max(WORK_ORDER_DESCRIPTION_MAX_LENGTH, 'workOrder.descriptionTooLong')
    .default(''),
})
export type CreateWorkOrder = z.infer<typeof createWorkOrderSchema>

/** Creates a pending work order from one of the tenant's calls; it joins the list and the customer's contacts. */
export const createWorkOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/workorder',
  access: 'session',
  permission: TO_DO_PERMISSIONS.workOrderCentre,
  body: createWorkOrderSchema,
  response: workOrderSchema,
})
