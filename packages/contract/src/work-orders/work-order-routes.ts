import { z } from 'zod'
import { TO_DO_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { PORTAL_BASE_PATH } from '../core/portal-paths'

/** The work-order list page under the portal's base path (spec §2); an order's page is `${list}/detail/${id}`. */
export const WORK_ORDER_LIST_PAGE = '/mzz/workorder/workorder/front/main/order'
/** The full address of a work order's page, for a link in a message. */
export const workOrderPageAddress = (id: string) => `${PORTAL_BASE_PATH}${WORK_ORDER_LIST_PAGE}/detail/${id}`

/**
 * The work-order lists (spec §2 route `...order?filterMenu=pending`), each the member's own view: pending, the open
 * orders assigned to them or to nobody; submitted, the open ones they created; resolved, the resolved ones they
 * handle or created; all, the tenant's.
 */
export const WORK_ORDER_FILTERS = ['all', 'pending', 'submitted', 'resolved'] as const
export type WorkOrderFilter = (typeof WORK_ORDER_FILTERS)[number]

/** A work order goes pending → processing → resolved → closed, and a resolved or closed one is reopened. */
export const WORK_ORDER_STATUSES = ['pending', 'processing', 'resolved', 'closed'] as const
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number]
/** The statuses still waiting on someone. */
export const OPEN_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ['pending', 'processing']

/** Where each status may go next; pending again is a reopening. */
export const WORK_ORDER_NEXT_STATUSES: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  pending: ['processing', 'resolved', 'closed'],
  processing: ['resolved', 'closed'],
  resolved: ['closed', 'pending'],
  closed: ['pending'],
}

export const WORK_ORDER_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number]

/** A member named on a work order (its assignee, its creator, who did something). */
export const workOrderMemberSchema = z.object({ id: z.string(), name: z.string() })
export type WorkOrderMember = z.infer<typeof workOrderMemberSchema>

export const workOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  customerName: z.string(),
  status: z.enum(WORK_ORDER_STATUSES),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  /** What the agent wrote (a work order from a call starts with its note); '' for older orders. */
  description: z.string(),
  /** The customer centre's customer, and the call it was created from, when known. */
  customerId: z.string().nullable(),
  callRecordId: z.string().nullable(),
  assignee: workOrderMemberSchema.nullable(),
  createdBy: workOrderMemberSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
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

/** Moves a work order on (start, resolve, close) or reopens it, as WORK_ORDER_NEXT_STATUSES allows. */
export const changeWorkOrderStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/workorder/:id/status',
  access: 'session',
  permission: TO_DO_PERMISSIONS.workOrderCentre,
  params: z.object({ id: z.uuid() }),
  body: z.object({ status: z.enum(WORK_ORDER_STATUSES) }),
  response: workOrderSchema,
})
