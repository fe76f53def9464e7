import { z } from 'zod'
import { TO_DO_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import {
  WORK_ORDER_STATUSES,
  workOrderMemberSchema,
  workOrderNamedSchema,
  workOrderSchema,
} from './work-order-routes'

/** The longest comment on a work order, and how many colleagues one may @mention. */
export const WORK_ORDER_COMMENT_MAX_LENGTH = 2000
export const WORK_ORDER_MENTIONS_MAX = 20

/**
 * Gives a work order to a group, a member who may handle work orders (of the group, when one is given), both, or
 * back to nobody (both null); the member is told, else each member of the group.
 */
export const assignWorkOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/workorder/:id/assignee',
  access: 'session',
  permission: TO_DO_PERMISSIONS.workOrderCentre,
  params: z.object({ id: z.uuid() }),
  body: z.object({ assigneeId: z.uuid().nullable(), groupId: z.uuid().nullable().default(null) }),
  response: workOrderSchema,
})

/** A group a work order may be given to (a skill group of the tenant), with its members who handle work orders. */
export const workOrderGroupSchema = workOrderNamedSchema.extend({ memberIds: z.array(z.string()) })
export type WorkOrderGroup = z.infer<typeof workOrderGroupSchema>

export const workOrderGroupsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/workorder/groups',
  access: 'session',
  permission: TO_DO_PERMISSIONS.workOrderCentre,
  response: z.array(workOrderGroupSchema),
})

/** The members a work order may be assigned to or a comment may @mention: those who may handle work orders. */
export const workOrderMembersRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/workorder/members',
  access: 'session',
  permission: TO_DO_PERMISSIONS.workOrderCentre,
  response: z.array(workOrderMemberSchema),
})

export const WORK_ORDER_EVENT_KINDS = ['created', 'status', 'assigned', 'comment'] as const

/** One line of a work order's history: who did what, when. */
export const workOrderEventSchema = z.object({
  id: z.string(),
  kind: z.enum(WORK_ORDER_EVENT_KINDS),
  actor: workOrderMemberSchema.nullable(),
  /** The status it went to (kind status). */
  status: z.enum(WORK_ORDER_STATUSES).nullable(),
  /** Who it was given to (kind assigned; both null: to nobody). */
  assignee: workOrderMemberSchema.nullable(),
  group: workOrderNamedSchema.nullable(),
  /** A comment's text (kind comment). */
  body: z.string(),
  mentions: z.array(workOrderMemberSchema),
  at: z.string(),
})
export type WorkOrderEvent = z.infer<typeof workOrderEventSchema>

export const workOrderEventsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/workorder/:id/events',
  access: 'session',
  permission: TO_DO_PERMISSIONS.workOrderCentre,
  params: z.object({ id: z.uuid() }),
  response: z.array(workOrderEventSchema),
})

export const workOrderCommentSchema = z.object({
  body: z
    .string({ message: 'workOrder.commentRequired' })
    .trim()
    .min(1, 'workOrder.commentRequired')
    .max(WORK_ORDER_COMMENT_MAX_LENGTH, 'workOrder.commentTooLong'),
  /** The colleagues @mentioned, who are told. */
  mentionIds: z.array(z.uuid()).max(WORK_ORDER_MENTIONS_MAX).default([]),
})
export type WorkOrderComment = z.infer<typeof workOrderCommentSchema>

export const commentWorkOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/workorder/:id/comments',
  access: 'session',
  permission: TO_DO_PERMISSIONS.workOrderCentre,
  params: z.object({ id: z.uuid() }),
  body: workOrderCommentSchema,
  response: workOrderEventSchema,
})
