import { z } from 'zod'
import { defineRoute } from '../core/define-route'
import {
  messageIdSchema,
  messageListQuerySchema,
  messageListSchema,
  messageTypeSchema,
  newsMessageSchema,
  noticeTypeSchema,
  remindSchema,
  unreadCountSchema,
} from './message-schemas'

/**
 * The messages the user may see (spec §7 Messages): scoped to the tenant, to the user's audience and to the
 * categories the user's codes allow (§6). pageSize 4 on the dashboard, 50 in the message centre.
 */
export const messageListRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/message/query',
  access: 'session',
  query: messageListQuerySchema,
  response: messageListSchema,
})

export const messageDetailRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/message/:id',
  access: 'session',
  params: z.object({ id: messageIdSchema }),
  response: newsMessageSchema,
})

/** Unread counts of every category the user may see, 0 (all) first. */
export const unreadCountsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/message/types/count',
  access: 'session',
  response: z.array(unreadCountSchema),
})

export const markReadRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/message/read/:id',
  access: 'session',
  params: z.object({ id: messageIdSchema }),
  body: z.object({ isRead: z.boolean() }),
  response: z.null(),
})

export const markCollectedRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/message/collection/:id',
  access: 'session',
  params: z.object({ id: messageIdSchema }),
  body: z.object({ isCollection: z.boolean() }),
  response: z.null(),
})

/** Marks every visible message of a category read (0: all categories). */
export const markAllReadRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/message/all/read',
  access: 'session',
  body: z.object({ messageType: messageTypeSchema.default(0) }),
  response: z.null(),
})

/**
 * The bell's poll (every 60 s) and the catch-up after a push-socket reconnect: what was delivered after the
 * page's cursor. A pushed NEWS frame only says that something arrived; this call says what.
 */
export const remindRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/message/remind',
  access: 'session',
  query: z.object({ after: z.coerce.number().int().min(0).optional() }),
  response: remindSchema,
})

export const noticeTypesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/enterpriseNotice/type',
  access: 'session',
  response: z.array(noticeTypeSchema),
})
