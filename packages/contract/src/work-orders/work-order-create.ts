import { z } from 'zod'
import { TO_DO_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { WORK_ORDER_PRIORITIES, workOrderSchema } from './work-order-routes'

/** The longest work-order title, description and customer name an agent may write. */
export const WORK_ORDER_TITLE_MAX_LENGTH = 100
/** The description is rich text: its HTML may be this long. */
export const WORK_ORDER_DESCRIPTION_MAX_LENGTH = 20_000
export const WORK_ORDER_CUSTOMER_MAX_LENGTH = 50
/** How many files a work order may carry. */
export const WORK_ORDER_ATTACHMENTS_MAX = 10

/**
 * A new work order. From a call, the call names the customer and their number (the server reads them from its
 * record, never from the page), and the description starts as the call's note; from a customer of the customer
 * centre, so does the customer; from the list, the agent writes the customer's name. The agent may give it to a
 * group, a member (of the group, when one is given) or both, and attach the files they uploaded for it (files route,
 * purpose workOrder).
 */
export const createWorkOrderSchema = z.object({
  callRecordId: z.uuid({ message: 'workOrder.callRequired' }).optional(),
  customerId: z.uuid().optional(),
  customerName: z.string().trim().max(WORK_ORDER_CUSTOMER_MAX_LENGTH, 'workOrder.customerTooLong').optional(),
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
  priority: z.enum(WORK_ORDER_PRIORITIES).default('normal'),
  /** Its category, whose time to resolve sets the order's due time. */
  categoryId: z.uuid().nullable().default(null),
  groupId: z.uuid().nullable().default(null),
  assigneeId: z.uuid().nullable().default(null),
  attachmentIds: z
    .array(z.uuid())
    .max(WORK_ORDER_ATTACHMENTS_MAX, 'workOrder.tooManyAttachments')
    .default([]),
})
export type CreateWorkOrder = z.input<typeof createWorkOrderSchema>

/**
 * Creates a pending work order of the tenant (from a call, a customer or the list); it joins the lists, the
 * customer's contacts and its own history, and its assignee is told.
 */
export const createWorkOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/workorder',
  access: 'session',
  permission: TO_DO_PERMISSIONS.workOrderCentre,
  body: createWorkOrderSchema,
  response: workOrderSchema,
})
