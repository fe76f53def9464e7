import { z } from 'zod'
import { TO_DO_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { PORTAL_BASE_PATH } from '../core/portal-paths'
import { uploadedFileSchema } from '../files/file-routes'

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
/** Something named on a work order by its id and name: its category, its group (a skill group of the tenant). */
export const workOrderNamedSchema = z.object({ id: z.string(), name: z.string() })
export type WorkOrderNamed = z.infer<typeof workOrderNamedSchema>

export const workOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  customerName: z.string(),
  status: z.enum(WORK_ORDER_STATUSES),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  /** What the agent wrote, as rich text (HTML, sanitised wherever it is shown); a call's note starts it. */
  description: z.string(),
  category: workOrderNamedSchema.nullable(),
  /** When it should be resolved by, from its category's time (null: its category sets none). */
  dueAt: z.string().nullable(),
  /** Still open after its due time, by the server's clock. */
  isOverdue: z.boolean(),
  /** The customer centre's customer, and the call it was created from, when known. */
  customerId: z.string().nullable(),
  callRecordId: z.string().nullable(),
  /** The group it is given to: each member of it sees it as theirs until one is named. */
  group: workOrderNamedSchema.nullable(),
  assignee: workOrderMemberSchema.nullable(),
  createdBy: workOrderMemberSchema.nullable(),
  /** The files attached to it, in the order they were attached; downloaded by whoever may read the order. */
  attachments: z.array(uploadedFileSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
})
export type WorkOrder = z.infer<typeof workOrderSchema>

/** How many orders a list page holds unless the page asks for another size. */
export const WORK_ORDER_PAGE_SIZE = 20
/** The due-time filter: orders still open after their due time, or due within the next day. */
export const WORK_ORDER_DUE_FILTERS = ['overdue', 'dueSoon'] as const
export type WorkOrderDueFilter = (typeof WORK_ORDER_DUE_FILTERS)[number]
/** An assignee filter's value for the orders given to nobody. */
export const WORK_ORDER_NOBODY = 'nobody'

/** The list's search: which list, then a keyword (number, title or customer) and filters, a page at a time. */
export const workOrderSearchSchema = z.object({
  filterMenu: z.enum(WORK_ORDER_FILTERS).default('all'),
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(WORK_ORDER_STATUSES).optional(),
  assigneeId: z.union([z.uuid(), z.literal(WORK_ORDER_NOBODY)]).optional(),
  groupId: z.uuid().optional(),
  categoryId: z.uuid().optional(),
  due: z.enum(WORK_ORDER_DUE_FILTERS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(WORK_ORDER_PAGE_SIZE),
})
export type WorkOrderSearch = z.input<typeof workOrderSearchSchema>
/** A search with its defaults filled in (the page, its size, the list). */
export type WorkOrderSearchParsed = z.output<typeof workOrderSearchSchema>

/**
 * A list's total is counted up to this many: past it the count would scan every order of a large tenant on each
 * page, and nobody pages that far (they search or filter).
 */
export const WORK_ORDER_TOTAL_CAP = 10_000

/** One page of a list, newest first, with how many match (at most WORK_ORDER_TOTAL_CAP; `totalCapped` past it). */
export const workOrderPageSchema = z.object({
  list: z.array(workOrderSchema),
  total: z.number().int(),
  totalCapped: z.boolean(),
})
export type WorkOrderPage = z.infer<typeof workOrderPageSchema>

export const workOrderListRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/workorder/list',
  access: 'session',
  permission: TO_DO_PERMISSIONS.workOrderCentre,
  query: workOrderSearchSchema,
  response: workOrderPageSchema,
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
