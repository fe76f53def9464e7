import { z } from 'zod'
import { TO_DO_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'

/** The work-order list filters of the to-do panel (spec §2 route `...order?filterMenu=pending`). */
export const WORK_ORDER_FILTERS = ['all', 'pending', 'submitted', 'resolved'] as const
export const WORK_ORDER_STATUS = { pending: 'pending', submitted: 'submitted', resolved: 'resolved' } as const
export type WorkOrderStatus = (typeof WORK_ORDER_STATUS)[keyof typeof WORK_ORDER_STATUS]

export const workOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  customerName: z.string(),
  status: z.enum(['pending', 'submitted', 'resolved']),
  /** What the agent wrote (a work order from a call starts with its note); '' for older orders. */
  description: z.string(),
  /** The customer centre's customer, and the call it was created from, when known. */
  customerId: z.string().nullable(),
  callRecordId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type WorkOrder = z.infer<typeof workOrderSchema>

export const workOrderListRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/workorder/list',
  access: 'session',
  permission: TO_DO_PERMISSIONS.workOrderCentre,
  query: z.object({
    filterMenu: z.enum(WORK_ORDER_FILTERS).default('all'),
    keyword: z.string().max(100).optional(),
  }),
  response: z.array(workOrderSchema),
})

export const workOrderDetailRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/workorder/:id',
  access: 'session',
  permission: TO_DO_PERMISSIONS.workOrderCentre,
  params: z.object({ id: z.uuid() }),
  response: workOrderSchema,
})

/** Resolves a pending or submitted work order. */
export const resolveWorkOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/workorder/:id/resolve',
  access: 'session',
  permission: TO_DO_PERMISSIONS.workOrderCentre,
  params: z.object({ id: z.uuid() }),
  response: workOrderSchema,
})
