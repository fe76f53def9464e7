import { z } from 'zod'
import { TO_DO_PERMISSIONS } from '../access/permission-codes'
import type { PermissionCode } from '../access/permission-catalogue'
import { defineRoute } from '../core/define-route'
import { CALL_RESULTS } from '../telephony/telephony-states'

/**
 * The records behind the dashboard's to-do counts (besides work orders): each has a list filtered by status and
 * one action that moves an open record on, which changes its count.
 */
const recordRoutes = <
  const Status extends string,
  const Action extends string,
  Shape extends z.ZodRawShape,
>(spec: {
  basePath: string
  permission: PermissionCode
  statuses: readonly [Status, ...Status[]]
  openStatus: Status
  actions: readonly Action[]
  // Generic, so the record types keep their own fields (a plain ZodRawShape would erase them).
  item: Shape
}) => {
  const item = z.object({ id: z.uuid(), status: z.enum(spec.statuses), createdAt: z.string(), ...spec.item })
  return {
    openStatus: spec.openStatus,
    item,
    list: defineRoute({
      method: 'GET',
      path: `${spec.basePath}/list`,
      access: 'session',
      permission: spec.permission,
      query: z.object({
        status: z.enum(spec.statuses).optional(),
        keyword: z.string().trim().max(100).optional(),
      }),
      response: z.array(item),
    }),
    act: defineRoute({
      method: 'POST',
      path: `${spec.basePath}/:id/:action`,
      access: 'session',
      permission: spec.permission,
      params: z.object({ id: z.uuid(), action: z.enum(spec.actions as [Action, ...Action[]]) }),
      response: item,
    }),
  }
}

/** Requests to put a customer on the blacklist, waiting for an auditor. */
export const blacklistAuditRoutes = recordRoutes({
  basePath: '/api/v1/usercenter/blacklist/audit',
  permission: TO_DO_PERMISSIONS.blacklistAudit,
  statuses: ['pending', 'approved', 'rejected'],
  openStatus: 'pending',
  actions: ['approve', 'reject'],
  item: {
    customerName: z.string(),
    phone: z.string(),
    reason: z.string(),
    applicantName: z.string(),
    /** The customer centre's customer the request is about (null for requests made before it existed). */
    customerId: z.string().nullable(),
  },
})

/** Outbound call tasks assigned to the current agent. */
export const outboundTaskRoutes = recordRoutes({
  basePath: '/api/v1/speech/outbound/task',
  permission: TO_DO_PERMISSIONS.callTask,
  statuses: ['pending', 'done'],
  openStatus: 'pending',
  actions: ['complete'],
  item: {
    name: z.string(),
    customerName: z.string(),
    phone: z.string(),
    dueAt: z.string(),
    /** How many calls the task made, the last one's result and when it ended (null before the first). */
    attempts: z.number().int(),
    lastResult: z.enum(CALL_RESULTS).nullable(),
    lastAttemptAt: z.string().nullable(),
  },
})

/** Messages visitors left while no agent was online. */
export const offlineMessageRoutes = recordRoutes({
  basePath: '/api/v1/platform/offline-message',
  permission: TO_DO_PERMISSIONS.offlineMessage,
  statuses: ['unhandled', 'handled'],
  openStatus: 'unhandled',
  actions: ['handle'],
  item: { visitorName: z.string(), channel: z.string(), content: z.string() },
})

/** Return visits planned for the current agent. */
export const returnVisitRoutes = recordRoutes({
  basePath: '/api/v1/platform/return-visit',
  permission: TO_DO_PERMISSIONS.returnVisitPlan,
  statuses: ['pending', 'done'],
  openStatus: 'pending',
  actions: ['complete'],
  item: { customerName: z.string(), phone: z.string(), topic: z.string(), plannedAt: z.string() },
})

export type BlacklistAudit = z.infer<typeof blacklistAuditRoutes.item>
export type OutboundTask = z.infer<typeof outboundTaskRoutes.item>
export type OfflineMessage = z.infer<typeof offlineMessageRoutes.item>
export type ReturnVisit = z.infer<typeof returnVisitRoutes.item>
